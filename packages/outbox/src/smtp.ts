import nodemailer, { type Transporter } from 'nodemailer'
import { PermanentDeliveryError, TransientDeliveryError } from './errors'

/**
 * A pooled SMTP transport from a URL (`smtp://user:pass@host:587`, `smtps://...`), or the
 * transport given. Shared by every outbox that sends email (leads, shopper alerts), so all of
 * them time out and classify failures the same way.
 */
export function createSmtpTransport(transport: Transporter | string): Transporter {
  if (typeof transport !== 'string') return transport
  return nodemailer.createTransport({
    url: transport,
    // Reuse connections: a new SMTP session per message costs a handshake (and on many
    // servers a deliberate greeting delay) every time.
    pool: true,
    maxConnections: 5,
    // Well under a worker's lease, so a hung server fails the attempt instead of letting the
    // lease expire while the message may still go out.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
}

/**
 * An SMTP failure as the outbox worker reads it: 5xx replies (unknown mailbox, policy
 * rejection) will not change on retry; 4xx replies (greylisting, a full mailbox, a busy server)
 * and network errors might. The reply code decides even when every recipient was refused
 * (nodemailer's EENVELOPE): a 451 to RCPT TO is a "try later". EENVELOPE without a code means
 * the message had no usable recipient at all, which retrying cannot fix.
 */
export function classifySmtpError(error: unknown): PermanentDeliveryError | TransientDeliveryError {
  const e = error as { message?: string; responseCode?: number; code?: string }
  const message = `SMTP: ${e.message ?? String(error)}`
  if (typeof e.responseCode === 'number')
    return e.responseCode >= 500 ? new PermanentDeliveryError(message) : new TransientDeliveryError(message)
  return e.code === 'EENVELOPE' ? new PermanentDeliveryError(message) : new TransientDeliveryError(message)
}

/** The domain of a sender address (`"Leads" <leads@example.com>` → example.com), for Message-IDs. */
export function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
}

/** Text safe for a header such as Subject: one line, bounded. */
export function oneLine(text: string, max = 200): string {
  return text.replace(/[\r\n\t]+/g, ' ').slice(0, max)
}
