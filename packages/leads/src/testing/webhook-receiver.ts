import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { LEAD_ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhookSignature } from '../delivery/signature'
import { countBy } from '../dev-tools/smtp-sink'

/** One request the receiver got. */
export interface ReceivedWebhook {
  leadId: string | null
  signatureValid: boolean
  /** What the receiver answered. */
  status: number
  body: string
  contentType: string | null
}

export interface WebhookReceiverOptions {
  secret: string
  /**
   * The status to answer a validly signed request with; default 200. Lets a test take the
   * receiver down (503) and bring it back.
   */
  respond?: (request: { leadId: string | null; body: string }) => number | Promise<number>
}

/** A local HTTP endpoint that checks webhook signatures and records each lead it accepts. */
export interface WebhookReceiver {
  url: string
  requests: ReceivedWebhook[]
  /** Accepted (2xx) deliveries per lead id; a well-behaved sender gives each lead one. */
  acceptedByLead(): Map<string, number>
  close(): Promise<void>
}

/** Starts a webhook receiver on a random 127.0.0.1 port. */
export async function startWebhookReceiver(options: WebhookReceiverOptions): Promise<WebhookReceiver> {
  const requests: ReceivedWebhook[] = []
  const server = createServer(async (req, res) => {
    let body: string
    try {
      body = await readBody(req)
    } catch {
      // A sender killed mid-request (the crash tests do that) resets the socket: nothing arrived.
      return
    }
    const leadId = header(req, LEAD_ID_HEADER)
    const signatureValid = verifyWebhookSignature({
      secret: options.secret,
      body,
      timestamp: header(req, TIMESTAMP_HEADER),
      signature: header(req, SIGNATURE_HEADER),
    })
    const status = signatureValid ? await (options.respond?.({ leadId, body }) ?? 200) : 401
    requests.push({ leadId, signatureValid, status, body, contentType: header(req, 'content-type') })
    res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no')
  })
  // Keep-alive sockets would hold close() open until they time out.
  server.keepAliveTimeout = 1_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}/leads`,
    requests,
    acceptedByLead: () => countBy(requests.filter((r) => r.status >= 200 && r.status < 300).map((r) => r.leadId ?? '')),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function header(req: IncomingMessage, name: string): string | null {
  const v = req.headers[name.toLowerCase()]
  return typeof v === 'string' ? v : null
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const c of req) chunks.push(c as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
