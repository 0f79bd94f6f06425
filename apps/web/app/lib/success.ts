import { dayLabel, formatTime12h } from '@dealer/domain'

/** What the success page knows about the lead it thanks the shopper for. */
export interface SuccessFacts {
  form: string
  dealer: string
  car: string | null
  /** The location the lead went to (test drive, location enquiry). */
  location: string | null
  /** A test drive's chosen local date-time, "YYYY-MM-DDTHH:MM". */
  preferredAt: string | null
  /** An accepted trade-in offer: the range the shopper accepted, their car, where it is inspected. */
  offer?: { range: string; tradeIn: string | null; inspectionAt: string } | null
}

/** "2026-11-21T10:30" → "Saturday 21 November at 10:30 am". */
export function formatPreferredAt(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value)
  return m ? `${dayLabel(m[1]!)} at ${formatTime12h(m[2]!)}` : null
}

/** The first line of the success page, worded for the form that was sent (docs/spec-coverage.md, Lead forms). */
export function successMessage(facts: SuccessFacts): string {
  const about = facts.car ? ` about the ${facts.car}` : ''
  const at = facts.location ? ` at ${facts.location}` : ''
  switch (facts.form) {
    case 'test-drive': {
      const when = facts.preferredAt ? formatPreferredAt(facts.preferredAt) : null
      return `Your test drive request${facts.car ? ` for the ${facts.car}` : ''}${at}${when ? ` on ${when}` : ''} is with ${facts.dealer}. We will call you to confirm the time.`
    }
    case 'request-photos':
      return `Your request for more photos${facts.car ? ` of the ${facts.car}` : ''} is with ${facts.dealer}. We will send them to your email shortly.`
    case 'location-enquiry':
      return `Your enquiry${about} is with ${facts.location ?? facts.dealer}. We will be in touch shortly.`
    case 'trade-in':
      if (facts.offer) {
        const { range, tradeIn, inspectionAt } = facts.offer
        return `You accepted our trade-in offer of ${range} for your ${tradeIn ?? 'car'}${facts.car ? `, towards the ${facts.car}` : ''}, and ${facts.dealer} has it. Next we inspect your car at ${inspectionAt}: we will call you to book a time, and the offer is confirmed at the inspection.`
      }
      return `Your enquiry${about} is with ${facts.dealer}. We will be in touch shortly.`
    case 'reserve':
      return `Your reservation request${facts.car ? ` for the ${facts.car}` : ''} is with ${facts.dealer}. We will call you to confirm it and to take the deposit; nothing has been paid.`
    case 'marketing':
      return `Thanks for registering with ${facts.dealer}. We will be in touch with the details of the offer.`
    default:
      return `Your enquiry${about} is with ${facts.dealer}. We will be in touch shortly.`
  }
}
