/** What the site asks a payment provider to take. */
export interface ChargeRequest {
  readonly tenant: string
  readonly amountCents: number
  /** ISO 4217; the platform's dealers are Australian. */
  readonly currency: 'AUD'
  /** Shown on the shopper's statement and the dealer's report. */
  readonly description: string
  /**
   * The form's key. A provider must answer every charge with one key with the same result and
   * take the money at most once: a retry after a timeout resends it.
   */
  readonly idempotencyKey: string
  /** The shopper's own reference (an invoice number), when there is one. */
  readonly reference: string | null
  readonly customer: { readonly name: string | null; readonly email: string | null; readonly phone: string }
}

/** The provider's answer. */
export interface ChargeResult {
  /** The provider's id of the charge (for the dealer's reconciliation). */
  readonly providerRef: string
  readonly status: 'succeeded' | 'declined'
  /** Why it was declined, in words the shopper may see. */
  readonly declineReason?: string | null
}

/**
 * The payment port. `demo` is true when no money moves, and every page that takes a payment
 * through such a provider says so.
 */
export interface PaymentProvider {
  readonly name: string
  readonly demo: boolean
  /**
   * Takes a payment, idempotently by `request.idempotencyKey`. Throws PaymentProviderError when
   * it cannot say what happened (unreachable, timed out, an answer it cannot read): the payment
   * then stays pending and a retry with the same key asks again.
   */
  charge(request: ChargeRequest): Promise<ChargeResult>
}

export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError'
}
