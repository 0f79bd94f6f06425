import { track } from '@dealer/analytics/client'
import { Form, useFetcher, useNavigate, useNavigation, useSubmit } from '@remix-run/react'
import type { SearchState } from '@dealer/search'
import { SORT_LABELS, SORT_OPTIONS } from '@dealer/search/client'
import { useTheme, type SearchFilterGroup, type SearchFiltersProps } from '@dealer/theme-contract'
import { useRef } from 'react'
import { optionLabel, searchDataUrl, type FilterWidget } from '~/lib/search-view'
import * as styles from '~/styles/search.css'
import { AnimatedCount } from '@dealer/ui/animated-count'

interface Props {
  widgets: FilterWidget[]
  state: Pick<SearchState, 'query' | 'sortBy' | 'price_range' | 'isMinRange' | 'isMaxRange'> & Record<string, unknown>
  /** Selected values a single select cannot show (second and later values of a field). */
  extraValues: { field: string; value: string }[]
  count: number
  noun: string
  clearHref: string | null
}

/** The form's fields as the query of a search (empty values left out). */
function formParams(form: HTMLFormElement): string {
  const params = new URLSearchParams()
  for (const [k, v] of new FormData(form)) if (typeof v === 'string' && v !== '') params.append(k, v)
  return params.toString()
}

/**
 * The search form: a GET form whose fields are the search state, so it works without JS.
 * With JS, a change fetches the new count and the canonical URL of the new search; the count
 * animates on 'Show Me', the page behind it is prefetched, and 'Show Me' opens that URL
 * directly (no redirect from /search). A new sort applies at once.
 */
export function FilterPanel({ widgets, state, extraValues, count, noun, clearHref }: Props) {
  const fetcher = useFetcher<{ count: number; href: string | null }>()
  const submit = useSubmit()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const form = useRef<HTMLFormElement>(null)
  /** The form fields of the last preview. */
  const previewed = useRef<string | null>(null)
  const preview = fetcher.state === 'idle' && fetcher.data ? fetcher.data : null
  const pendingCount = preview ? preview.count : count
  const busy = navigation.state !== 'idle' && navigation.location?.pathname.startsWith('/search')

  function loadPreview() {
    if (!form.current) return
    previewed.current = formParams(form.current)
    fetcher.load(`/search-count?${previewed.current}`)
  }

  return (
    // On phones the panel folds away behind a summary (no JS needed); on wide screens it is always open.
    <details className={styles.disclosure}>
      <summary className={styles.summary}>
        Filter and sort{' '}
        <span className={styles.summaryCount}>
          {count.toLocaleString('en-AU')} {noun.toLowerCase()}
        </span>
      </summary>
      <Form
        ref={form}
        method="get"
        action="/search"
        className={styles.panel}
        role="search"
        aria-label={`Search ${noun.toLowerCase()}`}
        onChange={(e) => {
          const target = e.target as HTMLElement
          const name = target.getAttribute('name')
          // Event 15 names the filter (docs/analytics.md); the sort is 'sort'.
          if (target.tagName === 'SELECT' && name) track(15, { field: name === 'sortBy' ? 'sort' : name })
          if (name === 'sortBy') submit(e.currentTarget, { preventScrollReset: false })
          else if (target.tagName === 'SELECT') loadPreview()
        }}
        onSubmit={(e) => {
          // The previewed search is still what the form holds: open its canonical URL (prefetched).
          if (preview?.href && previewed.current === formParams(e.currentTarget)) {
            e.preventDefault()
            navigate(preview.href)
          }
        }}
      >
        {/* The data request 'Show Me' will make (the route module is already loaded). */}
        {preview?.href ? <link rel="prefetch" as="fetch" href={searchDataUrl(preview.href)} /> : null}
        <ArrangedFilters
          groups={filterGroups(widgets, state)}
          count={pendingCount}
          noun={noun}
          actions={
            <>
              <button type="submit" className={styles.showMe} aria-live="polite" disabled={busy}>
                Show Me <AnimatedCount value={pendingCount} /> {noun}
              </button>
              {clearHref ? (
                <a href={clearHref} className={styles.clearLink}>
                  Clear all
                </a>
              ) : null}
            </>
          }
        />
        {extraValues.map((x) => (
          <input key={`${x.field}-${x.value}`} type="hidden" name={x.field} value={x.value} />
        ))}
        {state.price_range.map((v) => (
          <input key={v} type="hidden" name="price_range" value={v} />
        ))}
        {state.isMinRange ? <input type="hidden" name="isMinRange" value="true" /> : null}
        {state.isMaxRange ? <input type="hidden" name="isMaxRange" value="true" /> : null}
      </Form>
    </details>
  )
}

/**
 * The form's groups, display-ready for the SearchFilters slot: each control (label and field) is
 * drawn here, so field names and values stay the URL codec's whatever the theme does with them.
 */
export function filterGroups(widgets: readonly FilterWidget[], state: Props['state']): SearchFilterGroup[] {
  const keywords: SearchFilterGroup = {
    field: 'query',
    kind: 'keywords',
    label: 'Keywords',
    selected: state.query || null,
    control: (
      <>
        <label className={styles.label} htmlFor="search-query">
          Keywords
        </label>
        <input
          id="search-query"
          className={styles.input}
          type="search"
          name="query"
          defaultValue={state.query}
          maxLength={100}
          placeholder="Make, model or keyword"
        />
      </>
    ),
  }
  const facets = widgets.map((w): SearchFilterGroup => ({
    field: w.field,
    kind: 'facet',
    label: w.label,
    selected: w.value
      ? optionLabel(w.groups.flatMap((g) => g.items).find((i) => i[0] === w.value) ?? [w.value, 0])
      : null,
    control: (
      <>
        <label className={styles.label} htmlFor={`filter-${w.field}`}>
          {w.label}
        </label>
        <select id={`filter-${w.field}`} name={w.field} defaultValue={w.value} className={styles.select}>
          <option value="">All</option>
          {w.groups.map((g) =>
            g.heading ? (
              <optgroup key={g.heading} label={g.heading}>
                {g.items.map((i) => (
                  <option key={`${g.heading}-${i[0]}`} value={i[0]}>
                    {optionLabel(i)} ({i[1].toLocaleString('en-AU')})
                  </option>
                ))}
              </optgroup>
            ) : (
              g.items.map((i) => (
                <option key={i[0]} value={i[0]}>
                  {optionLabel(i)} ({i[1].toLocaleString('en-AU')})
                </option>
              ))
            ),
          )}
        </select>
      </>
    ),
  }))
  const sort: SearchFilterGroup = {
    field: 'sortBy',
    kind: 'sort',
    label: 'Sort by',
    selected: SORT_LABELS[state.sortBy],
    control: (
      <>
        <label className={styles.label} htmlFor="search-sort">
          Sort by
        </label>
        <select id="search-sort" name="sortBy" defaultValue={state.sortBy} className={styles.select}>
          {SORT_OPTIONS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </>
    ),
  }
  return [keywords, ...facets, sort]
}

/** The groups as the theme's SearchFilters slot arranges them, or the app's own arrangement (docs/spec-coverage.md, Theme kit: page slots and partner blocks). */
export function ArrangedFilters(props: SearchFiltersProps) {
  const Arrange = useTheme().slots.SearchFilters ?? DefaultSearchFilters
  return <Arrange {...props} />
}

/** The app's own arrangement, used when the theme has no SearchFilters slot: one group a row. */
export function DefaultSearchFilters({ groups, actions }: SearchFiltersProps) {
  return (
    <>
      {groups.map((g) => (
        <div key={g.field} className={g.kind === 'keywords' ? styles.queryRow : styles.field}>
          {g.control}
        </div>
      ))}
      <div className={styles.actions}>{actions}</div>
    </>
  )
}
