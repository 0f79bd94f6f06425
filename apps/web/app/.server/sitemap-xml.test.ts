import { describe, expect, it } from 'vitest'
import { newestDate, SITEMAP_URL_LIMIT, sitemapIndexXml, urlsetXml, w3cDate, xmlEscape } from './sitemap-xml'

describe('sitemap XML', () => {
  it('escapes the five XML entities and drops characters XML cannot carry', () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f')
    expect(xmlEscape('bad\u0000\u0008\uFFFE text\ud800')).toBe('bad text')
    expect(xmlEscape('Café ✓ 🚗')).toBe('Café ✓ 🚗')
  })

  it('writes a urlset with escaped locations and only real lastmod dates', () => {
    const xml = urlsetXml([
      { loc: 'https://dealer.test/models?body=Cab&Chassis', lastmod: '2026-11-01T10:00:00+10:00' },
      { loc: 'https://dealer.test/about-us', lastmod: '2026-03-04' },
      { loc: 'https://dealer.test/contact', lastmod: 'yesterday' },
      { loc: 'https://dealer.test/', lastmod: null },
    ])
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://dealer.test/models?body=Cab&amp;Chassis</loc><lastmod>2026-11-01T00:00:00Z</lastmod></url>',
        '<url><loc>https://dealer.test/about-us</loc><lastmod>2026-03-04</lastmod></url>',
        '<url><loc>https://dealer.test/contact</loc></url>',
        '<url><loc>https://dealer.test/</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    )
  })

  it('writes a sitemap index', () => {
    expect(sitemapIndexXml([{ loc: 'https://dealer.test/sitemaps/cars-1.xml', lastmod: '2026-11-18' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://dealer.test/sitemaps/cars-1.xml</loc><lastmod>2026-11-18</lastmod></sitemap>\n</sitemapindex>\n',
    )
  })

  it('refuses more URLs than one file may hold', () => {
    const urls = Array.from({ length: SITEMAP_URL_LIMIT }, (_, i) => ({ loc: `https://d.test/cars/${i}` }))
    expect(() => urlsetXml(urls)).not.toThrow()
    expect(() => urlsetXml([...urls, { loc: 'https://d.test/one-more' }])).toThrow(RangeError)
  })

  it('reads lastmod dates as W3C datetimes and picks the newest', () => {
    expect(w3cDate('2026-11-18T09:30:00.000Z')).toBe('2026-11-18T09:30:00Z')
    expect(w3cDate('2026-02-30')).toBeNull()
    expect(w3cDate('5')).toBeNull()
    expect(w3cDate(null)).toBeNull()
    expect(newestDate(['2026-11-01T00:00:00Z', null, 'junk', '2026-11-18T09:30:00Z', '2026-11-02'])).toBe(
      '2026-11-18T09:30:00Z',
    )
    expect(newestDate([null, 'junk'])).toBeNull()
  })
})
