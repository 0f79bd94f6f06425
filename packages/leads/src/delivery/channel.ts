import type { StoredLead } from './stored-lead'

/** One delivery attempt handed to a channel. */
export interface DeliveryJob {
  /** The outbox row's id: stable across retries. */
  deliveryId: string
  tenant: string
  /** 1 for the first attempt. */
  attempt: number
  lead: StoredLead
}

/**
 * A way of sending leads to a dealer (email, webhook). `send` resolves once the transport has
 * accepted the lead and rejects otherwise; it must give up when `signal` aborts, which the
 * worker does before its lease runs out.
 */
export interface DeliveryChannel {
  /** Matches the key in the tenant's `deliveryChannels` and `lead_deliveries.channel`. */
  readonly name: string
  send(job: DeliveryJob, signal: AbortSignal): Promise<void>
}

// One pair of error classes for every outbox, so the shared worker recognises a channel's verdict.
export { PermanentDeliveryError, TransientDeliveryError } from '@dealer/outbox'
