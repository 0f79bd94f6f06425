import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { formatMoney } from '@dealer/domain'
import { encodeSearchUrl, priceSliderSearchState } from '@dealer/search'
import { clampPriceSlider, PRICE_SLIDER } from '@dealer/search/client'
import { useState } from 'react'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/price-slider.css'
import { pageMeta } from '~/lib/page-meta'
import { priceRangeLabel } from '~/lib/price-range-label'
import { stockNoun } from '~/lib/stock-noun'

const int = (raw: string | null, fallback: number) => (raw && /^\d{1,7}$/.test(raw) ? Number(raw) : fallback)

/**
 * Price slider page: the selected range (step 500, 5,000 to 250,000, thumbs never cross)
 * and a button to search sorted by price descending. `go=1` is the button's no-JS submit.
 * Traced in docs/spec-coverage.md, Search.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const moved = url.searchParams.get('moved') === 'upper' ? 'upper' : 'lower'
  const { lower, upper } = clampPriceSlider(
    int(url.searchParams.get('min'), PRICE_SLIDER.min),
    int(url.searchParams.get('max'), PRICE_SLIDER.max),
    moved,
  )
  if (url.searchParams.get('go') === '1') {
    const vocabulary = await context.services.search.vocabulary(context.tenant)
    throw redirect(encodeSearchUrl(priceSliderSearchState(lower, upper), vocabulary))
  }
  return { lower, upper, noun: stockNoun(context.tenant.features).many }
}

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Shop by price',
    description: (dealer) =>
      `Shop ${dealer}'s stock by price: choose a price range and see what is in it, highest price first.`,
  })

const THUMBS = [
  { thumb: 'lower', name: 'min', label: 'Minimum price' },
  { thumb: 'upper', name: 'max', label: 'Maximum price' },
] as const

export default function PriceSlider() {
  const data = useLoaderData<typeof loader>()
  const [range, setRange] = useState({ lower: data.lower, upper: data.upper })
  const move = (which: 'lower' | 'upper', value: number) =>
    setRange((r) =>
      which === 'lower' ? clampPriceSlider(value, r.upper, 'lower') : clampPriceSlider(r.lower, value, 'upper'),
    )
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={styles.card}>
        <h1 className={layout.sectionTitle}>Shop by price</h1>
        <p className={styles.range} aria-live="polite">
          {priceRangeLabel(range.lower, range.upper)}
        </p>
        <Form method="get" className={styles.form}>
          {THUMBS.map((t) => (
            <label key={t.name} className={styles.label}>
              {t.label}
              <input
                type="range"
                name={t.name}
                min={PRICE_SLIDER.min}
                max={PRICE_SLIDER.max}
                step={PRICE_SLIDER.step}
                value={range[t.thumb]}
                onChange={(e) => move(t.thumb, Number(e.currentTarget.value))}
                aria-valuetext={formatMoney(range[t.thumb])}
              />
            </label>
          ))}
          <div className={styles.buttons}>
            <button type="submit" name="go" value="1" className={layout.button}>
              Show {data.noun}, highest price first
            </button>
            <noscript>
              <button type="submit" className={layout.buttonGhost}>
                Update range
              </button>
            </noscript>
          </div>
        </Form>
      </div>
    </div>
  )
}
