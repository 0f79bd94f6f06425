import { carCards, watchlistSave, watchlistSaved } from '@dealer/theme-contract/fixtures'
import type { CarCardProps } from '@dealer/theme-contract'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CarCardItem } from '~/components/car-card-list'
import { CardHtmlProvider } from '~/lib/card-html'
import { ThemeProvider } from '@dealer/theme-contract'
import { getTheme, THEME_NAMES } from '~/themes'
import path from 'node:path'
import { makeCar } from '@dealer/db/testing'
import { toSearchDoc } from '@dealer/search'
import { loadTenants } from '@dealer/tenant'
import { cardHtml } from './card-html'
import { carCards as carCards_, isStableCard } from './cards'

const tenant = { slug: 'harbour', theme: 'base' }
const car = carCards[0]!
const here = '/search/used-cars?make=Toyota&sortBy=price-asc'
const withHere = (w: typeof watchlistSave, href: string) => ({
  ...w,
  fields: w.fields.map((f) => (f.name === 'redirect' ? { ...f, value: href } : f)),
})

/** The list item as the server writes it with the card cache, and as React writes it without. */
function both(props: CarCardProps & { badge: string }, theme = tenant.theme) {
  const render = (cache: boolean) =>
    renderToString(
      <ThemeProvider value={getTheme(theme).theme}>
        <CardHtmlProvider value={cache ? cardHtml({ ...tenant, theme }) : null}>
          <CarCardItem {...props} />
        </CardHtmlProvider>
      </ThemeProvider>,
    )
  return { cached: render(true), react: render(false) }
}

describe('card HTML cache', () => {
  it('writes the markup React writes, so the browser hydrates the card as its own', () => {
    for (const props of [
      { car, position: 1, headingLevel: 2 as const, badge: '' },
      { car: carCards[1]!, position: 7, headingLevel: 3 as const, badge: '<span>Partner</span>' },
      { car, position: 2, headingLevel: 2 as const, watchlist: withHere(watchlistSave, here), badge: '' },
      { car, position: 2, headingLevel: 2 as const, watchlist: withHere(watchlistSaved, here), badge: '' },
    ]) {
      for (const theme of THEME_NAMES) {
        const { cached, react } = both(props, theme)
        expect(cached).toBe(react)
      }
      const { cached } = both(props)
      expect(cached).toContain(car.id === props.car.id ? car.title : props.car.title)
    }
  })

  it('draws a changed price, tag or save state at once: everything the card shows is in the key', () => {
    const html = cardHtml(tenant)
    const first = html({ car, position: 1, headingLevel: 2 }, '')!
    const repriced = html({ car: { ...car, price: '$1,234' }, position: 1, headingLevel: 2 }, '')!
    expect(repriced).toContain('$1,234')
    expect(repriced).not.toBe(first)
    expect(html({ car, position: 1, headingLevel: 2 }, '')).toBe(first)
    const saved = html({ car, position: 1, headingLevel: 2, watchlist: withHere(watchlistSaved, here) }, '')!
    const unsaved = html({ car, position: 1, headingLevel: 2, watchlist: withHere(watchlistSave, here) }, '')!
    expect(saved).toContain('aria-pressed="true"')
    expect(unsaved).toContain('aria-pressed="false"')
  })

  it("fills each page's own URL into the save form, escaped as React escapes it", () => {
    const html = cardHtml(tenant)
    const a = html({ car, position: 4, headingLevel: 2, watchlist: withHere(watchlistSave, here) }, '')!
    const b = html({ car, position: 4, headingLevel: 2, watchlist: withHere(watchlistSave, '/search/x?a="<b>\'') }, '')!
    expect(a).toContain('value="/search/used-cars?make=Toyota&amp;sortBy=price-asc"')
    expect(b).toContain('value="/search/x?a=&quot;&lt;b&gt;&#x27;"')
    expect(a).not.toContain('\u0000')
  })

  it("keys a search hit's card by the card object: same markup as React, redrawn for other props", () => {
    const tenantConfig = loadTenants(path.resolve(import.meta.dirname, '../../../../tenants'))[0]!
    const [hitCard] = carCards_([toSearchDoc(makeCar({ id: 'hit-1' }))], tenantConfig, new Date())
    expect(isStableCard(hitCard!)).toBe(true)
    const html = cardHtml(tenant)
    for (const props of [
      { car: hitCard!, position: 1, headingLevel: 2 as const, badge: '' },
      { car: hitCard!, position: 3, headingLevel: 2 as const, badge: '' },
      { car: hitCard!, position: 3, headingLevel: 2 as const, badge: '<b>Partner</b>' },
      { car: hitCard!, position: 3, headingLevel: 2 as const, watchlist: withHere(watchlistSaved, here), badge: '' },
      { car: hitCard!, position: 3, headingLevel: 2 as const, watchlist: withHere(watchlistSave, here), badge: '' },
    ]) {
      const { cached, react } = both(props)
      expect(cached).toBe(react)
      const { badge, ...card } = props
      expect(html(card, badge)).toBe(html(card, badge))
    }
  })
})
