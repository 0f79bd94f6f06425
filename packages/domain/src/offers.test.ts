import { describe, expect, it } from 'vitest'
import { isOfferLive, liveOffers, offerEndsLabel } from './offers'

const BRISBANE = 'Australia/Brisbane'
const PERTH = 'Australia/Perth'

describe('isOfferLive', () => {
  it('runs through the whole of its last day in the dealer’s zone', () => {
    // 23:30 on 31/01/2027 in Brisbane is 13:30 UTC.
    expect(isOfferLive({ expires: '2027-01-31' }, new Date('2027-01-31T13:30:00Z'), BRISBANE)).toBe(true)
    // Midnight has passed in Brisbane (14:00 UTC) though it is still the 31st in UTC.
    expect(isOfferLive({ expires: '2027-01-31' }, new Date('2027-01-31T14:00:00Z'), BRISBANE)).toBe(false)
    // At that instant Perth (UTC+8) is still on the 31st.
    expect(isOfferLive({ expires: '2027-01-31' }, new Date('2027-01-31T14:00:00Z'), PERTH)).toBe(true)
  })

  it('ends a date-time expiry at that instant (the spec’s 2025-06-15 16:00 +10:00 banner)', () => {
    const expires = '2025-06-15T16:00:00+10:00'
    expect(isOfferLive({ expires }, new Date('2025-06-15T05:59:59Z'), BRISBANE)).toBe(true)
    expect(isOfferLive({ expires }, new Date('2025-06-15T06:00:00Z'), BRISBANE)).toBe(false)
  })

  it('waits for its start', () => {
    expect(isOfferLive({ start: '2026-12-01' }, new Date('2026-11-30T13:59:00Z'), BRISBANE)).toBe(false)
    expect(isOfferLive({ start: '2026-12-01' }, new Date('2026-11-30T14:00:00Z'), BRISBANE)).toBe(true)
    expect(isOfferLive({ start: '2026-12-01T09:00:00+10:00' }, new Date('2026-11-30T22:59:00Z'), BRISBANE)).toBe(false)
  })

  it('runs with no window, and never with one it cannot read', () => {
    expect(isOfferLive({}, new Date(), BRISBANE)).toBe(true)
    expect(isOfferLive({ start: null, expires: null }, new Date(), BRISBANE)).toBe(true)
    expect(isOfferLive({ expires: 'soon' }, new Date(), BRISBANE)).toBe(false)
    expect(isOfferLive({ start: 'soon' }, new Date(), BRISBANE)).toBe(false)
  })
})

describe('liveOffers', () => {
  it('keeps the running offers in their order', () => {
    const offers = [
      { slug: 'a', expires: '2026-08-31' },
      { slug: 'b', expires: '2027-01-31' },
      { slug: 'c', expires: null },
      { slug: 'd', start: '2027-03-01', expires: null },
    ]
    expect(liveOffers(offers, new Date('2026-11-20T02:00:00Z'), BRISBANE).map((o) => o.slug)).toEqual(['b', 'c'])
  })
})

describe('offerEndsLabel', () => {
  it('shows the last day as dd/MM/yyyy', () => {
    expect(offerEndsLabel('2027-02-28', BRISBANE)).toBe('Offer ends 28/02/2027')
    expect(offerEndsLabel('2025-06-15T16:00:00+10:00', BRISBANE)).toBe('Offer ends 15/06/2025')
    // 23:00 at +10:00 is midnight in Sydney's summer time: the last day is read in the zone given.
    expect(offerEndsLabel('2027-01-15T23:00:00+10:00', 'Australia/Sydney')).toBe('Offer ends 16/01/2027')
    expect(offerEndsLabel(null, BRISBANE)).toBeNull()
    expect(offerEndsLabel('whenever', BRISBANE)).toBeNull()
  })
})
