import { comparisonRateNotice, offerEndsLabel, type ComparisonRateNotice } from '@dealer/domain'
import { currentOffers, dealerTimeZone, type Offer, type TenantConfig } from '@dealer/tenant'

/** An offer as the pages show it (docs/spec-coverage.md, Dealer site: offers, brands and service). */
export interface OfferCard {
  slug: string
  title: string
  summary: string
  /** 'Offer ends dd/MM/yyyy', or null for an offer without an end. */
  ends: string | null
  /** An advertised rate's comparison rate, its basis and the warning; null when it quotes none. */
  rate: ComparisonRateNotice | null
}

/** Offers shaped once: an offer (from the tenant's config) and a zone always give the same card. */
const shaped = new WeakMap<Offer, { readonly timeZone: string; readonly card: OfferCard }>()

/** One offer shaped for a page, its end read in the dealer's zone. */
export function offerCard(offer: Offer, timeZone: string): OfferCard {
  const known = shaped.get(offer)
  if (known?.timeZone === timeZone) return known.card
  const card = shapeOffer(offer, timeZone)
  shaped.set(offer, { timeZone, card })
  return card
}

function shapeOffer(offer: Offer, timeZone: string): OfferCard {
  return {
    slug: offer.slug,
    title: offer.title,
    summary: offer.summary,
    ends: offerEndsLabel(offer.expires, timeZone),
    rate: offer.finance ? comparisonRateNotice(offer.finance) : null,
  }
}

/**
 * The dealer's running offers as cards (home, /special-offers, /eofy, a brand's overview with
 * `make`): expired and not yet started offers never show.
 */
export function offerCards(tenant: TenantConfig, now: Date, make?: string): OfferCard[] {
  const zone = dealerTimeZone(tenant)
  return currentOffers(tenant, now)
    .filter((o) => make === undefined || o.make?.toLowerCase() === make.toLowerCase())
    .map((o) => offerCard(o, zone))
}
