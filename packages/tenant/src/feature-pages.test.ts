import { describe, expect, it } from 'vitest'
import { tenantConfigSchema } from './schema'
import { minimalTenant } from './minimal-tenant'
import { switchedOffFeatureOf, switchedOffNavLinks } from './site'

const campaign = {
  campaign: 'summer',
  prizes: [
    { label: 'Fuel voucher', odds: 1, stock: 5, win: true },
    { label: 'Better luck next time', odds: 3, stock: null, win: false },
  ],
}

const tenant = (features: object, more: object = {}) =>
  tenantConfigSchema.parse(
    minimalTenant('harbour', {
      hostnames: ['harbour.localhost'],
      features,
      ...more,
      navigation: {
        header: [
          { label: 'Home', href: '/' },
          { label: 'Tools', href: '/finance', children: [{ label: 'Compare', href: '/compare' }] },
        ],
        footer: [
          {
            title: 'Buyer Tools',
            links: [
              { label: 'Favourites', href: '/favourites' },
              { label: 'Compare Cars', href: '/compare' },
              { label: 'Spin to Win', href: '/spin-to-win' },
            ],
          },
        ],
      },
    }),
  )

describe('feature pages', () => {
  it("knows a switched-off feature's page by path, sub-path, query, hash or the dealer's own URL", () => {
    const off = tenant({ favourites: false, compare: false, checkoutJourney: false })
    expect(switchedOffFeatureOf(off, '/favourites')).toBe('favourites')
    expect(switchedOffFeatureOf(off, '/favourites/')).toBe('favourites')
    expect(switchedOffFeatureOf(off, '/compare?ids=1,2')).toBe('compare')
    expect(switchedOffFeatureOf(off, '/checkout-journey/confirmation')).toBe('checkoutJourney')
    expect(switchedOffFeatureOf(off, 'https://harbour.localhost/compare#top')).toBe('compare')
    // Another site's page, or a page that only starts with the same letters, is not the feature's.
    expect(switchedOffFeatureOf(off, 'https://example.com/compare')).toBeNull()
    expect(switchedOffFeatureOf(off, '/compare-finance')).toBeNull()
    expect(switchedOffFeatureOf(off, '/')).toBeNull()
    expect(switchedOffFeatureOf(tenant({}), '/favourites')).toBeNull()
  })

  it('names each header and footer link left out, with the tenant and the switch', () => {
    expect(switchedOffNavLinks(tenant({ favourites: false, compare: false }))).toEqual([
      "harbour: header 'Tools → Compare' (/compare) is left out: features.compare is false, so that page is a 404",
      "harbour: footer 'Buyer Tools → Favourites' (/favourites) is left out: features.favourites is false, so that page is a 404",
      "harbour: footer 'Buyer Tools → Compare Cars' (/compare) is left out: features.compare is false, so that page is a 404",
      "harbour: footer 'Buyer Tools → Spin to Win' (/spin-to-win) is left out: it has no spinToWin campaign, so that page is a 404",
    ])
    expect(switchedOffNavLinks(tenant({}, { spinToWin: campaign }))).toEqual([])
  })

  it('knows spin to win is off without a campaign, and names its link', () => {
    expect(switchedOffFeatureOf(tenant({}), '/spin-to-win')).toBe('spinToWin')
    expect(switchedOffFeatureOf(tenant({}), 'https://harbour.localhost/spin-to-win?x=1')).toBe('spinToWin')
    expect(switchedOffFeatureOf(tenant({}, { spinToWin: campaign }), '/spin-to-win')).toBeNull()
    expect(switchedOffNavLinks(tenant({}))).toEqual([
      "harbour: footer 'Buyer Tools → Spin to Win' (/spin-to-win) is left out: it has no spinToWin campaign, so that page is a 404",
    ])
  })
})
