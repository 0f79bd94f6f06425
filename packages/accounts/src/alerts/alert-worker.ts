import {
  claimDueAlerts,
  isAlertWanted,
  markAlertCancelled,
  markAlertFailed,
  markAlertSent,
  scheduleAlertRetry,
  type ClaimedAlert,
  type Database,
} from '@dealer/db'
import {
  classifySmtpError,
  createOutboxWorker,
  createSmtpTransport,
  oneLine,
  senderDomain,
  type BackoffOptions,
  type OutboxEvent,
  type OutboxWorker,
} from '@dealer/outbox'
import type { Transporter } from 'nodemailer'

export interface AlertWorkerOptions {
  database: Pick<Database, 'db' | 'dialect'>
  /** A nodemailer transport or an SMTP URL. */
  transport: Transporter | string
  /** The sender, e.g. `"Car alerts" <alerts@dealer-sites.example>`. */
  from: string
  workerId?: string
  now?: () => Date
  random?: () => number
  leaseMs?: number
  sendTimeoutMs?: number
  batchSize?: number
  maxAttempts?: number
  backoff?: BackoffOptions
  pollIntervalMs?: number
  onEvent?: (event: AlertEvent) => void
}

export type AlertEvent = OutboxEvent<ClaimedAlert>

/** The alert worker, with a way to close the SMTP connections it opened. */
export interface AlertWorker extends OutboxWorker {
  close(): void
}

/**
 * Delivers the shopper_alerts outbox with the shared leased worker (ADR 006, 014): lease,
 * send within it, retry with backoff, keep what fails. Right before sending it checks that the
 * email is still wanted (the address has not unsubscribed, the search still exists), and
 * closes it as cancelled otherwise. The Message-ID comes from the alert id, so the rare repeat
 * after a crash mid-send carries the same one.
 */
export function createAlertWorker(options: AlertWorkerOptions): AlertWorker {
  const { database, transport: given, from, onEvent, ...tuning } = options
  const { db } = database
  const transport = createSmtpTransport(given)
  const domain = senderDomain(from)
  const worker = createOutboxWorker<ClaimedAlert>({
    ...tuning,
    onEvent: onEvent ?? logEvent,
    store: {
      claim: (o) => claimDueAlerts(database, o),
      markSent: (c) => markAlertSent(db, c),
      scheduleRetry: (c) => scheduleAlertRetry(db, c),
      markFailed: (c) => markAlertFailed(db, c),
      markCancelled: (c) => markAlertCancelled(db, c),
    },
    async send(alert, signal) {
      const wanted = await isAlertWanted(db, alert)
      if (!wanted.wanted) return { cancelled: wanted.reason }
      try {
        await transport.sendMail({
          from,
          to: alert.email,
          subject: oneLine(alert.subject),
          text: alert.body,
          messageId: `<alert-${alert.id}@${domain}>`,
          headers: { 'X-Alert-Id': alert.id, 'List-Unsubscribe': `<${alert.unsubscribeUrl}>` },
          signal,
        })
      } catch (error) {
        throw classifySmtpError(error)
      }
    },
  })
  return { ...worker, close: () => transport.close() }
}

function logEvent(event: AlertEvent): void {
  const where = 'delivery' in event && event.delivery ? ` ${event.delivery.kind} alert ${event.delivery.id}` : ''
  if (event.type === 'failed') console.error(`[alerts] email failed for good${where}: ${event.error}`)
  else if (event.type === 'error') console.error(`[alerts] alert worker error${where}:`, event.error)
  else if (event.type === 'retry')
    console.warn(`[alerts] email will retry${where} at ${event.nextAttemptAt}: ${event.error}`)
  else if (event.type === 'lease-lost') console.warn(`[alerts] alert lease lost${where}; another worker has it`)
}
