import { formatDate } from './dates'
import { localNow } from './time-zone'

/*
 * When a dealer's offer (a promo node: start, expiry) runs, judged in the dealer's own time zone
 * (docs/spec-coverage.md, Dealer site: offers, brands and service). A plain date (2027-01-31) is
 * the whole of that day where the dealer trades; a date-time with its offset
 * (2025-06-15T16:00:00+10:00, the spec's promotional banner expiry) is that instant.
 */

/** The part of an offer that says when it runs. */
export interface OfferWindow {
  /** First day (or instant) it shows; null or absent: from now. */
  start?: string | null
  /** Last day (or the instant it ends); null or absent: until taken down. */
  expires?: string | null
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** True while the offer runs at `now` in `timeZone`; an unreadable start or expiry never shows. */
export function isOfferLive(offer: OfferWindow, now: Date, timeZone: string): boolean {
  const today = localNow(now, timeZone).date
  if (offer.start) {
    if (DATE_ONLY.test(offer.start)) {
      if (offer.start > today) return false
    } else {
      const at = Date.parse(offer.start)
      if (!Number.isFinite(at) || at > now.getTime()) return false
    }
  }
  if (offer.expires) {
    if (DATE_ONLY.test(offer.expires)) return offer.expires >= today
    const at = Date.parse(offer.expires)
    return Number.isFinite(at) && at > now.getTime()
  }
  return true
}

/** The offers that run at `now`, in their order. */
export function liveOffers<T extends OfferWindow>(offers: readonly T[], now: Date, timeZone: string): T[] {
  return offers.filter((o) => isOfferLive(o, now, timeZone))
}

/**
 * 'Offer ends dd/MM/yyyy': the last day in the dealer's zone (a date-time's local date there);
 * null for an offer without an expiry or with one that cannot be read.
 */
export function offerEndsLabel(expires: string | null | undefined, timeZone: string): string | null {
  if (!expires) return null
  if (DATE_ONLY.test(expires)) return `Offer ends ${formatDate(expires)}`
  const at = Date.parse(expires)
  return Number.isFinite(at) ? `Offer ends ${formatDate(localNow(new Date(at), timeZone).date)}` : null
}
