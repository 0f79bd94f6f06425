import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Slots } from './define-theme'
import { heroProps, searchFiltersProps } from './fixtures'
import {
  carPageLayout,
  DEFAULT_CAR_PAGE_LAYOUT,
  heroFormAttributes,
  heroInputAttributes,
  OPTIONAL_SLOT_NAMES,
  OPTIONAL_SLOT_STABILITY,
} from './page-slots'
import { SLOT_NAMES } from './slots'

describe('optional page slots', () => {
  it('are apart from the required slots, so a theme built before them is still complete', () => {
    expect(OPTIONAL_SLOT_NAMES).toEqual(['Hero', 'SearchFilters'])
    for (const name of OPTIONAL_SLOT_NAMES) expect(SLOT_NAMES).not.toContain(name)
    // Only the four required slots: this must type-check.
    const slots: Slots = { Header: () => null, Footer: () => null, CarCard: () => null, VehicleCtas: () => null }
    expect(slots.Hero).toBeUndefined()
  })
  it('are unstable', () => {
    expect(Object.values(OPTIONAL_SLOT_STABILITY)).toEqual(['unstable', 'unstable'])
  })
})

describe('the hero search form attributes', () => {
  it('GET the search page with the field the codec reads', () => {
    const html = renderToStaticMarkup(
      <form {...heroFormAttributes(heroProps.search)}>
        <input {...heroInputAttributes(heroProps.search)} />
      </form>,
    )
    expect(html).toBe(
      '<form method="get" action="/search/new-used-and-demo-cars" role="search">' +
        '<input id="hero-q" name="query" maxLength="100" type="search" placeholder="Search make, model or keyword"/></form>',
    )
  })
})

describe('carPageLayout', () => {
  it('is today’s layout when a theme sets nothing', () => {
    expect(carPageLayout(undefined)).toEqual(DEFAULT_CAR_PAGE_LAYOUT)
    expect(DEFAULT_CAR_PAGE_LAYOUT).toEqual({ carSidebar: 'right', carSidebarWidth: '384px', carGallery: 'beside' })
  })
  it('keeps what a theme sets', () => {
    expect(carPageLayout({ carSidebar: 'left', carSidebarWidth: '22.5rem', carGallery: 'top' })).toEqual({
      carSidebar: 'left',
      carSidebarWidth: '22.5rem',
      carGallery: 'top',
    })
  })
  it.each(['100px', '900px', '40rem', '30%', 'calc(1px)', '360px;color:red', ''])(
    'falls back to the default width for %j',
    (width) => expect(carPageLayout({ carSidebarWidth: width }).carSidebarWidth).toBe('384px'),
  )
})

describe('the SearchFilters fixture', () => {
  it('gives each group a control named after its field', () => {
    for (const g of searchFiltersProps.groups) {
      expect(renderToStaticMarkup(<>{g.control}</>)).toContain(`name="${g.field}"`)
    }
  })
})
