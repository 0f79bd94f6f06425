import { track } from '@dealer/analytics/client'
import { Form, useFetcher, useNavigate, useNavigation, useSubmit } from '@remix-run/react'
import type { SearchState } from '@dealer/search'
import { SORT_LABELS, SORT_OPTIONS } from '@dealer/search/client'
import { useTheme, type SearchFilterGroup, type SearchFiltersProps } from '@dealer/theme-contract'
import { Fragment, useRef } from 'react'
import { useOptionsHtml, type OptionsHtml, type SelectOptions } from '~/lib/options-html'
import { countNoun, optionLabel, searchDataUrl, type FilterWidget } from '~/lib/search-view'
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
  const optionsHtml = useOptionsHtml()
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
          {count.toLocaleString('en-AU')} {countNoun(count, noun).toLowerCase()}
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
          groups={filterGroups(widgets, state, optionsHtml)}
          count={pendingCount}
          noun={noun}
          actions={
            <>
              <button type="submit" className={styles.showMe} aria-live="polite" disabled={busy}>
                Show Me <AnimatedCount value={pendingCount} /> {countNoun(pendingCount, noun)}
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
 * With `html` (the server's, lib/options-html.ts) the selects' options are written as one string.
 */
export function filterGroups(
  widgets: readonly FilterWidget[],
  state: Props['state'],
  html: OptionsHtml | null = null,
): SearchFilterGroup[] {
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
        <select
          id={`filter-${w.field}`}
          name={w.field}
          defaultValue={w.value}
          className={styles.select}
          {...selectOptions(facetOptions(w), w.value, html)}
        />
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
        <select
          id="search-sort"
          name="sortBy"
          defaultValue={state.sortBy}
          className={styles.select}
          {...selectOptions(SORT_ROWS, state.sortBy, html)}
        />
      </>
    ),
  }
  return [keywords, ...facets, sort]
}

const SORT_ROWS: SelectOptions = [{ heading: null, options: SORT_OPTIONS.map((s) => [s, SORT_LABELS[s]] as const) }]

/** A count with thousands commas (one formatter for the form's two hundred options, not one a call). */
const COUNT = new Intl.NumberFormat('en-AU')
const formatCount = (n: number) => (n < 1000 && n >= 0 ? String(n) : COUNT.format(n))

/** A facet's options: 'All', then its values with their counts, under their headings where they have one. */
function facetOptions(w: FilterWidget): SelectOptions {
  return [
    { heading: null, options: [['', 'All']] },
    ...w.groups.map((g) => ({
      heading: g.heading || null,
      options: g.items.map((i) => [i[0], `${optionLabel(i)} (${formatCount(i[1])})`] as const),
    })),
  ]
}

/**
 * A select's options: as React's elements, or on the server as the HTML React would write for them
 * (.server/options-html.ts), the same bytes, so the browser hydrates them as its own.
 */
function selectOptions(groups: SelectOptions, selected: string, html: OptionsHtml | null) {
  if (html) return { dangerouslySetInnerHTML: { __html: html(groups, selected) } }
  const options = (g: SelectOptions[number]) =>
    g.options.map(([value, text]) => (
      <option key={value} value={value}>
        {text}
      </option>
    ))
  return {
    children: groups.map((g, n) =>
      g.heading === null ? (
        <Fragment key={n}>{options(g)}</Fragment>
      ) : (
        <optgroup key={n} label={g.heading}>
          {options(g)}
        </optgroup>
      ),
    ),
  }
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
        <div
          key={g.field}
          className={g.kind === 'keywords' ? styles.queryRow : g.kind === 'sort' ? styles.sortField : styles.field}
        >
          {g.control}
        </div>
      ))}
      <div className={styles.actions}>{actions}</div>
    </>
  )
}
