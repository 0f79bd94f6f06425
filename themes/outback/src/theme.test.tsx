import { baseSlots, plainSummary } from '@dealer/theme-base/source'
import { pairFailures } from '@dealer/theme-contract'
import {
  carAvailable,
  carSold,
  headerProps,
  headerPropsClick,
  vehicleCtasBarProps,
  vehicleCtasProps,
} from '@dealer/theme-contract/fixtures'
import { count, textOf } from '@dealer/theme-contract/testing'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as card from './car-card/car-card.css'
import * as header from './header/header.css'
import theme from './index'
import * as ctas from './vehicle-ctas/vehicle-ctas.css'

// What is outback's own (docs/spec-coverage.md, Theme kit: third theme); the shared contract suite
// (contract.test.tsx) checks every slot with every fixture and the DOM contract.
const { Header, CarCard, VehicleCtas } = theme.slots

describe('outback theme', () => {
  it('keeps base’s Footer through withBaseSlots and draws the other slots itself', () => {
    expect(theme.name).toBe('outback')
    expect(theme.slots.Footer).toBe(baseSlots.Footer)
    for (const name of ['Header', 'CarCard', 'VehicleCtas'] as const)
      expect(theme.slots[name]).not.toBe(baseSlots[name])
  })

  it('is dark, and every token pair passes AA', () => {
    expect(theme.tokens.color.surface).toBe('#14110e')
    expect(theme.tokens.font.headingTransform).toBe('uppercase')
    expect(pairFailures(theme.tokens.color)).toEqual([])
  })
})

describe('Header', () => {
  const html = renderToStaticMarkup(<Header {...headerProps} />)

  it('has the navigation row and the drawer, whose Main nav ends with today’s hours', () => {
    expect(count(html, '<nav aria-label="Main"')).toBe(2)
    expect(html).toMatch(/<details class="[^"]*" data-menu="mobile"><summary[^>]*>.*>Menu<\/span><\/summary>/)
    const drawer = html.slice(html.indexOf('data-menu="mobile"'))
    expect(drawer).toContain(`<a class="${header.drawer.highlight}" href="/finance">Finance</a>`)
    expect(drawer).toContain(`class="${header.drawer.call}" href="tel:+61249612200"`)
    expect(textOf(drawer)).toMatch(/Sign In .*Newcastle West Open today 8:30am – 5:30pm$/)
  })

  it('opens the row’s dropdowns on hover or on click, as the dealer sets', () => {
    expect(count(html, `class="${header.navItem} ${header.hoverItem}" data-dropdown="hover"`)).toBe(4)
    // Each with its toggle, named for the entry, in the theme's classes (hover and keyboard alike).
    expect(count(html, `<summary class="${plainSummary} ${header.navLink} ${header.menuToggle}" aria-label="`)).toBe(4)
    const click = renderToStaticMarkup(<Header {...headerPropsClick} />)
    expect(count(click, `<details class="${header.dropdown}" name="header-nav" data-dropdown="click">`)).toBe(4)
  })
})

describe('CarCard', () => {
  it('puts the photo first and reads the price band after the title', () => {
    const html = renderToStaticMarkup(<CarCard car={carAvailable} position={1} headingLevel={3} />)
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('<h3'))
    expect(html.indexOf('</h3>')).toBeLessThan(html.indexOf(card.priceBand))
    expect(textOf(html)).toMatch(/2021 Toyota RAV4 .*Was \$43,490 \$41,990 Drive Away \$178\/wk/)
  })

  it('greys a car no longer available', () => {
    const html = renderToStaticMarkup(<CarCard car={carSold} position={1} headingLevel={3} />)
    expect(html).toContain(`${card.card} ${card.unavailable}`)
  })
})

describe('VehicleCtas', () => {
  it('draws the primary actions as blocks and the others as tiles', () => {
    const html = renderToStaticMarkup(<VehicleCtas {...vehicleCtasProps} />)
    expect(count(html, `class="${ctas.action.primary}"`)).toBe(2)
    expect(count(html, `class="${ctas.action.secondary}"`)).toBe(5)
  })

  it('draws base’s phone bar in its own classes', () => {
    const html = renderToStaticMarkup(<VehicleCtas {...vehicleCtasBarProps} />)
    expect(html).toContain(`class="${ctas.bar}" role="group" aria-label="Vehicle actions" data-placement="bar"`)
  })
})
