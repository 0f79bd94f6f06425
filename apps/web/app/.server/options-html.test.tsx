import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { filterGroups } from '~/components/search/filter-panel'
import type { FilterWidget } from '~/lib/search-view'
import { optionsHtml } from './options-html'

const state = { query: '', sortBy: 'price-asc' as const, price_range: [], isMinRange: false, isMaxRange: false }

/** Each control of the search form as the server writes it with the options string, and as React writes it. */
function both(widgets: FilterWidget[], sortBy: typeof state.sortBy = state.sortBy) {
  const render = (html: boolean) =>
    filterGroups(widgets, { ...state, sortBy }, html ? optionsHtml : null).map((g) => renderToString(<>{g.control}</>))
  return { strings: render(true), react: render(false) }
}

describe('select options as strings', () => {
  it('writes the markup React writes, so the browser hydrates the options as its own', () => {
    const make: FilterWidget = {
      field: 'make',
      label: 'Make',
      value: 'Toyota',
      groups: [
        {
          heading: 'Popular Makes',
          items: [
            ['Toyota', 1234],
            ['Kia', 5],
          ],
        },
        {
          heading: 'All Makes',
          items: [
            ['Alfa & "Romeo"', 2, "Alfa <Romeo> & 'Co'"],
            ['Kia', 5],
            ['Toyota', 1234],
          ],
        },
      ],
    }
    const condition: FilterWidget = {
      field: 'car_type',
      label: 'Condition',
      value: '',
      groups: [
        {
          heading: null,
          items: [
            ['new', 12000, 'New'],
            ['used', 0, 'Used'],
          ],
        },
      ],
    }
    const body: FilterWidget = {
      field: 'body',
      label: 'Body',
      value: 'SUV',
      groups: [{ heading: null, items: [['SUV', 3]] }],
    }
    for (const sortBy of ['price-asc', 'price-desc'] as const) {
      const { strings, react } = both([make, condition, body], sortBy)
      expect(strings).toEqual(react)
    }
    const [, makeHtml, conditionHtml] = both([make, condition]).strings
    // Both Toyota options carry the mark, as React marks every option of the select's value.
    expect(makeHtml!.match(/value="Toyota" selected=""/g)).toHaveLength(2)
    expect(makeHtml).toContain(
      '<option value="Alfa &amp; &quot;Romeo&quot;">Alfa &lt;Romeo&gt; &amp; &#x27;Co&#x27; (2)</option>',
    )
    expect(makeHtml).toContain('>Toyota (1,234)</option>')
    expect(conditionHtml).toContain('<option value="" selected="">All</option>')
  })
})
