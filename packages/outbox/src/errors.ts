/** The receiver refused the message in a way retrying will not fix (bad address, 4xx, SMTP 5xx). */
export class PermanentDeliveryError extends Error {
  override readonly name = 'PermanentDeliveryError'
}

/** A temporary failure; `retryAfterMs` when the receiver said when to come back. */
export class TransientDeliveryError extends Error {
  override readonly name = 'TransientDeliveryError'
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message)
  }
}
