// The transactional outbox machinery shared by lead delivery and shopper alerts (ADR 006, 014):
// the leased worker, its backoff and poll loop, the delivery errors, and the SMTP transport.
export { PermanentDeliveryError, TransientDeliveryError } from './errors'
export { retryDelayMs, type BackoffOptions } from './backoff'
export { createPollLoop, type PollLoop } from './poll-loop'
export {
  createOutboxWorker,
  type Completion,
  type LeaseStore,
  type LeasedRow,
  type OutboxEvent,
  type OutboxWorker,
  type OutboxWorkerOptions,
  type RunSummary,
} from './leased-worker'
export { runWorkerUntilSignal, type StartStop } from './run-until-signal'
export { createSmtpTransport, classifySmtpError, senderDomain, oneLine } from './smtp'
