import { offerSchema } from '@dealer/tenant'
import { describe, expect, it } from 'vitest'
import { offerCard } from './offer-cards'

const offer = offerSchema.parse({
  slug: 'eofy',
  title: 'EOFY drive-away deals',
  summary: 'On selected stock.',
  expires: '2026-06-30T15:30:00Z',
})

describe('offerCard', () => {
  it('shapes an offer with its end in the dealer’s zone, the same card each time', () => {
    const card = offerCard(offer, 'Australia/Sydney')
    expect(card).toEqual({
      slug: 'eofy',
      title: 'EOFY drive-away deals',
      summary: 'On selected stock.',
      ends: 'Offer ends 01/07/2026',
      rate: null,
    })
    expect(offerCard(offer, 'Australia/Sydney')).toBe(card)
  })

  it('reads the end again in another zone', () => {
    expect(offerCard(offer, 'Australia/Perth').ends).toBe('Offer ends 30/06/2026')
    expect(offerCard(offer, 'Australia/Sydney').ends).toBe('Offer ends 01/07/2026')
  })
})
