import { describe, expect, it } from 'vitest'
import { tenantConfigSchema } from '@dealer/tenant'
import { footerProps, headerProps, type SiteData } from './layout-props'

const tenant = (features: object) =>
  tenantConfigSchema.parse({
    slug: 'alpha',
    name: 'Alpha Motor Group',
    theme: 'base',
    hostnames: ['alpha.localhost'],
    dealer: { name: 'Alpha Motor Group', phone: '(07) 3252 8800', email: 'a@alpha.test', address: '1 St, Town QLD' },
    locations: [
      {
        id: 'nerang',
        name: 'Alpha Nerang',
        slug: 'nerang',
        location_type: 'sales',
        address: { street: '1 St', city: 'Town', state: 'QLD', postcode: '4211', lat: -28, long: 153.3 },
        phone: '(07) 5596 4411',
      },
    ],
    navigation: {
      header: [
        { label: 'Home', href: '/' },
        { label: 'Compare', href: '/compare' },
        { label: 'Buy Online', href: '/checkout-journey?car_id=x' },
        {
          label: 'Tools',
          href: '/finance',
          children: [
            { label: 'Favourites', href: '/favourites' },
            { label: 'Finance', href: '/finance' },
          ],
        },
      ],
      footer: [
        {
          title: 'Buyer Tools',
          links: [
            { label: 'Favourites', href: '/favourites' },
            { label: 'Compare Cars', href: 'https://alpha.localhost/compare/' },
            { label: 'Trade-in', href: '/trade-in' },
          ],
        },
        { title: 'Saved', links: [{ label: 'My Favourites', href: '/favourites#list' }] },
      ],
    },
    features,
  })

const data: SiteData = { models: [], carTypes: ['used'], bodyTypes: [], makeCount: null }
const now = new Date('2026-03-02T01:00:00Z')
const headerHrefs = (t: ReturnType<typeof tenant>) =>
  headerProps(t, data, '/', now).nav.flatMap((e) => [e.href, ...e.children.map((c) => c.href)])
const footerHrefs = (t: ReturnType<typeof tenant>) =>
  footerProps(t, data, 2026).groups.flatMap((g) => g.links.map((l) => l.href))

describe('navigation and switched-off features', () => {
  it('leaves out header and footer links to the pages of switched-off features', () => {
    const off = tenant({ favourites: false, compare: false, checkoutJourney: false })
    expect(headerHrefs(off)).toEqual(['/', '/finance', '/finance'])
    expect(footerHrefs(off)).toEqual(['/trade-in'])
    // A group left with no links is left out with them.
    expect(footerProps(off, data, 2026).groups.map((g) => g.title)).toEqual(['Buyer Tools'])
  })

  it('keeps them while the features are on', () => {
    const on = tenant({ favourites: true, compare: true, checkoutJourney: true })
    expect(headerHrefs(on)).toEqual([
      '/',
      '/compare',
      '/checkout-journey?car_id=x',
      '/finance',
      '/favourites',
      '/finance',
    ])
    expect(footerHrefs(on)).toEqual([
      '/favourites',
      'https://alpha.localhost/compare/',
      '/trade-in',
      '/favourites#list',
    ])
  })
})
