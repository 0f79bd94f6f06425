import { defineTheme, type CompleteTheme } from '@dealer/theme-contract'
import { carCards, footerProps, headerProps, heroProps } from '@dealer/theme-contract/fixtures'
import { extremeCarCards, headerPropsManyNav } from '@dealer/theme-contract/fixtures/extreme'
import baseTheme from '@dealer/theme-base'
import { describe, expect, it } from 'vitest'
import {
  fixtureLabel,
  galleryFrameHtml,
  galleryIndexHtml,
  OWN_COLOURS,
  themeGalleryOn,
  type GalleryBrand,
} from './theme-gallery'

// The gallery draws a theme's own components: a marked test theme shows they are the theme's.
const marked: CompleteTheme = defineTheme({
  ...baseTheme,
  name: 'marked',
  label: 'Marked',
  slots: {
    ...baseTheme.slots,
    Header: (p) => (
      <header data-slot="header">
        {p.dealerName} {p.nav.length} entries
      </header>
    ),
    CarCard: (p) => <article data-slot="card">{p.car.title}</article>,
    Hero: (p) => <section data-slot="hero">{p.title}</section>,
  },
}) as CompleteTheme

const maroon: GalleryBrand = { slug: 'sunset', name: 'Sunset', brand: { primary: '#6b2147' } }

describe('theme gallery', () => {
  it('is a development page: off in production unless THEME_GALLERY=1', () => {
    expect(themeGalleryOn({ NODE_ENV: 'development' })).toBe(true)
    expect(themeGalleryOn({ NODE_ENV: 'production' })).toBe(false)
    expect(themeGalleryOn({ NODE_ENV: 'production', THEME_GALLERY: '1' })).toBe(true)
  })

  it("draws every fixture car with the theme's own card, its header and footer, under the brand's colours", () => {
    const html = galleryFrameHtml({
      theme: { theme: marked, cssUrl: '/assets/marked.css' },
      brand: maroon,
      brands: [OWN_COLOURS, maroon],
      nonce: 'n0nce',
    })
    for (const car of [...carCards, ...extremeCarCards])
      expect(html).toContain(`<article data-slot="card">${car.title}</article>`)
    expect(html).toContain(
      `<header data-slot="header">${headerProps.dealerName} ${headerProps.nav.length} entries</header>`,
    )
    expect(html).toContain(`${headerPropsManyNav.dealerName} 30 entries</header>`)
    expect(html).toContain(footerProps.copyright)
    // An optional slot the theme fills is drawn; one it leaves out is the app's, and said so.
    expect(html).toContain(`<section data-slot="hero">${heroProps.title}</section>`)
    expect(html).toContain('Not filled: the app draws its own filter panel.')
    expect(html).toContain('Sidebar right, 384px wide; gallery beside.')
    expect(html).toContain('<link rel="stylesheet" href="/assets/marked.css">')
    expect(html).toContain('<style nonce="n0nce">')
    expect(html).toMatch(/<html lang="en-AU" style="[^"]*--color-brand:#6b2147/)
    expect(html).toContain('aria-current="page">Sunset</a>')
  })

  it('labels each fixture by what it shows, not by its variable name', () => {
    const html = galleryFrameHtml({
      theme: { theme: baseTheme as CompleteTheme, cssUrl: '/b.css' },
      brand: OWN_COLOURS,
      brands: [OWN_COLOURS],
      nonce: 'n',
    })
    expect(html).toContain('>Header · click-open menus</p>')
    expect(html).toContain('aria-label="Header: 30 entries, click-open menus"')
    expect(html).toContain('>Footer · no groups, stats, payments or legal links</p>')
    expect(html).toContain('>sold car</p>')
    // No fixture's variable name reaches the page.
    expect(html).not.toMatch(/(header|footer|hero|searchFilters|vehicleCtas)Props/)
    // A fixture the contract adds later is named in words from its variable.
    expect(fixtureLabel('headerPropsLongDealerName')).toBe('long dealer name')
    expect(fixtureLabel('footerProps')).toBe('every part')
  })

  it('lists a frame for each theme under each brand', () => {
    const html = galleryIndexHtml({
      themes: [{ theme: marked, cssUrl: '/m.css' }],
      brands: [OWN_COLOURS, maroon],
      nonce: 'n',
    })
    expect(html).toContain('src="/dev/themes/marked?brand=own"')
    expect(html).toContain('src="/dev/themes/marked?brand=sunset"')
  })
})
