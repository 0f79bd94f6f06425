import { describe, expect, it } from 'vitest'
import { parseTenantConfig } from './load'
import { minimalTenant } from './minimal-tenant'
import { currentOffers, dealerStats, dealerTimeZone, hasOffers, serviceBookingFor } from './site'

// Traced in docs/spec-coverage.md, Dealer site: offers, brands and service.

const parse = (extra: Parameters<typeof minimalTenant>[1]) =>
  parseTenantConfig(minimalTenant('alpha', extra), 'tenants/alpha/tenant.json')

const offer = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: `Offer ${slug}`,
  summary: 'Save.',
  ...extra,
})

describe('offers', () => {
  it('show from start through expiry in the dealer’s zone, and the Offers item only with one running', () => {
    const t = parse({
      offers: [
        offer('past', { expires: '2026-08-31' }),
        offer('now', { expires: '2026-11-20' }),
        offer('later', { start: '2026-12-01' }),
      ],
    })
    expect(dealerTimeZone(t)).toBe('Australia/Brisbane')
    // 23:59 on 20/11 in Brisbane.
    expect(currentOffers(t, new Date('2026-11-20T13:59:00Z')).map((o) => o.slug)).toEqual(['now'])
    expect(hasOffers(t, new Date('2026-11-20T13:59:00Z'))).toBe(true)
    // Midnight in Brisbane: nothing runs.
    expect(hasOffers(t, new Date('2026-11-20T14:00:00Z'))).toBe(false)
  })

  it('refuse a quoted comparison rate without the rate’s example, and an expiry that is not a date', () => {
    expect(() => parse({ offers: [offer('kia', { title: 'Sportage 3.99% p.a. (comparison 5.21% p.a.)' })] })).toThrow(
      /offers\.0\.finance: quotes a comparison rate/,
    )
    expect(() => parse({ offers: [offer('a', { expires: '31/01/2027' })] })).toThrow(/offers\.0\.expires/)
    const t = parse({
      offers: [
        offer('kia', {
          title: 'Sportage 3.99% p.a. (comparison 5.21% p.a.)',
          expires: '2025-06-15T16:00:00+10:00',
          finance: { advertisedRate: 3.99, comparisonRate: 5.21, loanAmount: 30000, termYears: 5, secured: true },
        }),
      ],
    })
    expect(t.offers[0]!.finance?.loanAmount).toBe(30000)
  })
})

describe('service booking by make', () => {
  const bookings = [
    { name: 'Book a Toyota Service', make: 'Toyota', url: 'https://service.example.com.au/toyota' },
    { name: 'Book a Service', make: null, url: '/contact' },
  ]
  it('takes the make’s entry, else the any-make entry, else the dealer’s booking system, else none', () => {
    const t = parse({ service: { bookings } })
    expect(serviceBookingFor(t, 'toyota')?.url).toBe('https://service.example.com.au/toyota')
    expect(serviceBookingFor(t, 'Kia')?.url).toBe('/contact')
    const xtime = parse({
      dealer: { ...minimalTenant('alpha').dealer, xtime_url: 'https://xtime.example.com.au/alpha' },
    })
    expect(serviceBookingFor(xtime, 'Kia')?.url).toBe('https://xtime.example.com.au/alpha')
    expect(serviceBookingFor(parse({}), 'Kia')).toBeNull()
  })
})

describe('stats banner', () => {
  it('counts from the dealer’s own data and keeps what it states; nothing by default', () => {
    const base = minimalTenant('alpha')
    const second = { ...base.locations[0]!, id: 'alpha-2', slug: 'alpha-service', name: 'alpha Service' }
    const t = parse({
      dealer: { ...base.dealer, manufacturers: ['Toyota', 'Mazda'] },
      // Hidden locations are not counted, as the dealer locator does not show them.
      locations: [base.locations[0]!, { ...second, visible: false }],
      stats: [{ count: 'locations' }, { count: 'brands' }, { count: 'makes' }, { value: '15+', label: 'years' }],
    })
    expect(dealerStats(t, { makes: 23 })).toEqual([
      { value: '1', label: 'location' },
      { value: '2', label: 'brands' },
      { value: '23', label: 'makes in stock' },
      { value: '15+', label: 'years' },
    ])
    // An unknown or zero count is left out rather than guessed.
    expect(dealerStats(t, { makes: null }).map((s) => s.label)).toEqual(['location', 'brands', 'years'])
    expect(dealerStats(parse({}), { makes: 5 })).toEqual([])
  })
})
