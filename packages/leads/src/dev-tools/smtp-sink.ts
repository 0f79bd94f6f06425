import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One message the sink received. */
export interface CapturedEmail {
  leadId: string | null
  messageId: string | null
  subject: string | null
  from: string | null
  to: string[]
  /** The decoded text body (the ADF/XML). */
  body: string
  raw: string
}

export interface SmtpSinkOptions {
  /** An SMTP reply code to refuse a recipient with (e.g. 550), or null to accept it. */
  rejectRecipient?: (address: string) => number | null
  /** Port to listen on; default a random free one. */
  port?: number
  /** Called with each message as it arrives (the demo mailbox writes it to disk). */
  onMessage?: (message: CapturedEmail) => void
}

/** A local SMTP server that keeps what it is sent; for tests and the demo's dealer mailbox. */
export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` for createEmailChannel. */
  url: string
  port: number
  messages: CapturedEmail[]
  /** How many messages each lead id arrived in. */
  countsByLead(): Map<string, number>
  close(): Promise<void>
}

/** Starts an SMTP sink on a random 127.0.0.1 port (no TLS, no auth). */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: CapturedEmail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A reverse DNS lookup per connection adds ~100 ms and tells a test sink nothing.
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      const code = options.rejectRecipient?.(address.address) ?? null
      if (code === null) return callback()
      const error = Object.assign(new Error(`${code} mailbox unavailable`), { responseCode: code })
      callback(error)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const { headers, body } = parseMessage(raw)
        const message: CapturedEmail = {
          leadId: headers.get('x-lead-id') ?? null,
          messageId: headers.get('message-id') ?? null,
          subject: headers.get('subject') ?? null,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((r) => r.address),
          body: decodeBody(body, headers.get('content-transfer-encoding')),
          raw,
        }
        messages.push(message)
        options.onMessage?.(message)
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  // A sender killed mid-session resets its connection; that is a lost message, not a test error.
  server.on('error', () => {})
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    countsByLead: () => countBy(messages.map((m) => m.leadId ?? '')),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function parseMessage(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n')
  const head = split === -1 ? raw : raw.slice(0, split)
  const body = split === -1 ? '' : raw.slice(split + 4)
  const headers = new Map<string, string>()
  // Continuation lines start with whitespace and belong to the previous header.
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function decodeBody(body: string, encoding: string | undefined): string {
  const e = (encoding ?? '').toLowerCase()
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (e === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`)
    // Decode the %XX bytes as UTF-8; escape literal % first so decodeURIComponent keeps them.
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25')).replace(/\r\n/g, '\n')
  }
  return body.replace(/\r\n/g, '\n')
}

/** How many times each key occurs. */
export function countBy(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1)
  return counts
}
