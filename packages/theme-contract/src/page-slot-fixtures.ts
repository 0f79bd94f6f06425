/**
 * Sample props for the optional page slots (Hero, SearchFilters) and car page layouts, re-exported
 * from `@dealer/theme-contract/fixtures`. The filter controls are plain elements shaped like the
 * app's (a label and a select named after the field), so a theme's test sees what the page gives it.
 */
import { createElement, Fragment, type ReactNode } from 'react'
import { HERO_SEARCH_ACTION, type CarPageLayout, type HeroProps, type SearchFiltersProps } from './page-slots'

export const heroProps: HeroProps = {
  dealerName: 'Harbour City Motor Group',
  eyebrow: '1,234 vehicles in stock',
  title: 'Find your next car at Harbour City Motor Group',
  search: {
    action: HERO_SEARCH_ACTION,
    method: 'get',
    label: 'Search cars',
    placeholder: 'Search make, model or keyword',
    submitLabel: 'Search',
    input: { id: 'hero-q', name: 'query', maxLength: 100 },
  },
  quickLinks: [
    { label: 'New cars', href: '/search/new-cars' },
    { label: 'Used cars', href: '/search/used-cars' },
    { label: 'SUV', href: '/search/new-used-and-demo-cars?body=SUV' },
  ],
  background: null,
}

/** A long tagline, a photo behind it and no quick links (a yard whose stock has no body types yet). */
export const heroPropsWithImage: HeroProps = {
  ...heroProps,
  title: 'Family-owned since 1987: quality used cars, honest prices and a mechanic you can talk to',
  quickLinks: [],
  background: { src: '/images/hero/harbour.jpg', alt: '' },
}

function select(field: string, label: string, options: readonly string[]): ReactNode {
  const id = `filter-${field}`
  return createElement(
    Fragment,
    null,
    createElement('label', { htmlFor: id }, label),
    createElement(
      'select',
      { id, name: field, defaultValue: '' },
      createElement('option', { value: '' }, 'All'),
      ...options.map((o) => createElement('option', { key: o, value: o }, o)),
    ),
  )
}

export const searchFiltersProps: SearchFiltersProps = {
  groups: [
    {
      field: 'query',
      kind: 'keywords',
      label: 'Keywords',
      selected: null,
      control: createElement(
        Fragment,
        null,
        createElement('label', { htmlFor: 'search-query' }, 'Keywords'),
        createElement('input', { id: 'search-query', type: 'search', name: 'query', maxLength: 100 }),
      ),
    },
    {
      field: 'make',
      kind: 'facet',
      label: 'Make',
      selected: 'Toyota',
      control: select('make', 'Make', ['Toyota (12)']),
    },
    {
      field: 'body',
      kind: 'facet',
      label: 'Body type',
      selected: null,
      control: select('body', 'Body type', ['SUV (40)']),
    },
    {
      field: 'sortBy',
      kind: 'sort',
      label: 'Sort by',
      selected: 'Newest',
      control: select('sortBy', 'Sort by', ['Newest']),
    },
  ],
  actions: createElement('button', { type: 'submit' }, 'Show Me 12 Cars'),
  count: 12,
  noun: 'Cars',
}

/** Thirty facet groups with 40-character labels: a theme's arrangement must still hold. */
export const searchFiltersPropsMany: SearchFiltersProps = {
  ...searchFiltersProps,
  groups: Array.from({ length: 30 }, (_, i) => ({
    field: `field${i}`,
    kind: 'facet' as const,
    label: `A filter with a forty-character label ${String(i).padStart(2, '0')}`,
    selected: null,
    control: select(`field${i}`, `A filter with a forty-character label ${i}`, ['One (1)']),
  })),
}

export const carPageLayouts: readonly CarPageLayout[] = [
  { carSidebar: 'right', carSidebarWidth: '384px', carGallery: 'beside' },
  { carSidebar: 'left', carSidebarWidth: '320px', carGallery: 'beside' },
  { carSidebar: 'right', carSidebarWidth: '26rem', carGallery: 'top' },
]
