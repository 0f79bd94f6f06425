import { describe, expect, it } from 'vitest'
import { robotsTxt } from './robots'

describe('robots.txt', () => {
  const txt = robotsTxt('https://www.westsidecarco.com.au/')

  it('opens the site and names its own sitemap index, absolute', () => {
    expect(txt.startsWith('User-agent: *\nAllow: /\n')).toBe(true)
    expect(txt).toContain('\nSitemap: https://www.westsidecarco.com.au/sitemap.xml\n')
  })

  it('closes the private and utility paths, never the pages a shopper finds', () => {
    const disallowed = [...txt.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]!)
    // Google's matching: a prefix, with * for any characters.
    const blocked = (path: string) =>
      disallowed.some((rule) => new RegExp(`^${rule.replace(/[.?+]/g, '\\$&').replaceAll('*', '.*')}`).test(path))
    for (const path of [
      '/api/watchlist/save-car',
      '/print?car_id=x',
      '/success',
      '/sign-in?type=watchlist',
      '/my-garage',
      '/toyota/my-garage',
      '/watchlist',
      '/saved-searches',
      '/cars/2021-toyota-hilux/pdf',
      '/cars/2021-toyota-hilux/enquire',
      '/cars/2021-toyota-hilux/view.json',
      '/cars/trade-in?car_id=x',
      '/trade-in/estimate',
      '/online-payment/confirmation',
    ])
      expect(blocked(path), path).toBe(true)
    for (const path of [
      '/',
      '/cars/2021-toyota-hilux',
      '/cars/2021-toyota-hilux?postcode=6000',
      '/search/used-cars',
      '/locations/westside-car-co-bentley',
      '/about-us',
      '/privacy-policy',
      '/trade-in',
      '/finance',
      '/images/westside/1.jpg',
    ])
      expect(blocked(path), path).toBe(false)
  })
})
