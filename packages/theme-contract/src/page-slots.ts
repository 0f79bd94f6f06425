import type { ReactNode } from 'react'
import type { LinkData } from './slots'

/*
 * Optional page slots and the car page's layout tokens (docs/spec-coverage.md, Theme kit: page
 * slots and partner blocks). A theme may leave every one of them out: the app then draws its own
 * markup, the same as before they existed. `SLOT_NAMES` keeps meaning the required slots.
 */

/** Where the home hero's search form sends the shopper: the search URL codec reads `query`. */
export const HERO_SEARCH_ACTION = '/search/new-used-and-demo-cars'

/**
 * The home hero's search form, typed down to its literal action and field name so a theme cannot
 * send a search the codec does not read. Spread `heroFormAttributes` and `heroInputAttributes`.
 */
export interface HeroSearch {
  readonly action: typeof HERO_SEARCH_ACTION
  readonly method: 'get'
  /** The label a reader hears ('Search cars'); draw it visually hidden or visible. */
  readonly label: string
  readonly placeholder: string
  readonly submitLabel: string
  readonly input: { readonly id: 'hero-q'; readonly name: 'query'; readonly maxLength: 100 }
}

/** A picture behind the hero, from the tenant's config (`hero.image`); same-origin only (CSP img-src). */
export interface HeroBackground {
  readonly src: string
  /** Decorative: the hero's words carry the meaning, so `alt` is empty. */
  readonly alt: ''
}

/** Hero slot (unstable, optional): the home page's first screen. */
export interface HeroProps {
  readonly dealerName: string
  /** '1,234 vehicles in stock' */
  readonly eyebrow: string
  /** The dealer's tagline, or 'Find your next car at <dealer>'; the page's only h1 (id `hero-title`). */
  readonly title: string
  readonly search: HeroSearch
  /** The car types and body types in stock, as search links (a list named 'Browse stock'). */
  readonly quickLinks: readonly LinkData[]
  readonly background: HeroBackground | null
}

/** The attributes of the hero's `<form>`: a GET to the search page, a search landmark. */
export function heroFormAttributes(search: HeroSearch) {
  return { method: search.method, action: search.action, role: 'search' } as const
}

/** The attributes of the hero's text input; its label's `htmlFor` is `search.input.id`. */
export function heroInputAttributes(search: HeroSearch) {
  return { ...search.input, type: 'search', placeholder: search.placeholder } as const
}

/**
 * One group of the search page's filter form. The app renders the control (the label and its
 * input or select): field names and values belong to the search URL codec, so a theme arranges
 * and styles groups but never writes a form field.
 */
export interface SearchFilterGroup {
  /** The field the control sets ('query', 'make', 'body', 'sortBy'); unique, a key for arranging. */
  readonly field: string
  readonly kind: 'keywords' | 'facet' | 'sort'
  readonly label: string
  /** The chosen value's label, null when the group shows everything. */
  readonly selected: string | null
  readonly control: ReactNode
}

/**
 * SearchFilters slot (unstable, optional): the inside of the search page's filter form. The app
 * keeps the `<form>`, its hidden fields and its JavaScript (live counts); the theme lays out the
 * groups and places `actions` ('Show Me' and 'Clear all', also app-rendered) once.
 */
export interface SearchFiltersProps {
  readonly groups: readonly SearchFilterGroup[]
  readonly actions: ReactNode
  /** Cars the current search finds, and their noun ('Cars', 'Caravans'). */
  readonly count: number
  readonly noun: string
}

/** Every optional slot with its props. */
export interface OptionalSlotProps {
  Hero: HeroProps
  SearchFilters: SearchFiltersProps
}
export type OptionalSlotName = keyof OptionalSlotProps

/** Optional slots are all `unstable`: their props may change in a minor version of the contract. */
export const OPTIONAL_SLOT_STABILITY: { readonly [K in OptionalSlotName]: 'stable' | 'unstable' } = {
  Hero: 'unstable',
  SearchFilters: 'unstable',
}
export const OPTIONAL_SLOT_NAMES = Object.keys(OPTIONAL_SLOT_STABILITY) as OptionalSlotName[]

/**
 * The car page's layout tokens. The app applies them as data attributes and a CSS variable on the
 * page's grid (desktop only: on a phone the page is one column, photos first).
 */
export interface CarPageLayout {
  /** Which side the price-and-actions panel sits on. */
  readonly carSidebar: 'right' | 'left'
  /** The panel's width: a CSS length in px or rem, 240px to 560px. */
  readonly carSidebarWidth: string
  /** 'beside': the photos share the first row with the panel; 'top': the photos span the page's width. */
  readonly carGallery: 'beside' | 'top'
}

/** Today's car page: the panel on the right, 384px wide, beside the photos. */
export const DEFAULT_CAR_PAGE_LAYOUT: CarPageLayout = {
  carSidebar: 'right',
  carSidebarWidth: '384px',
  carGallery: 'beside',
}

function widthInRange(value: string): boolean {
  const match = /^(\d{2,3}(?:\.\d+)?)(px|rem)$/.exec(value)
  if (!match) return false
  const px = Number(match[1]) * (match[2] === 'rem' ? 16 : 1)
  return px >= 240 && px <= 560
}

/** A theme's layout over the defaults; a value out of range falls back to its default. */
export function carPageLayout(layout: Partial<CarPageLayout> | undefined): CarPageLayout {
  const l = layout ?? {}
  return {
    carSidebar: l.carSidebar === 'left' ? 'left' : 'right',
    carSidebarWidth:
      l.carSidebarWidth && widthInRange(l.carSidebarWidth)
        ? l.carSidebarWidth
        : DEFAULT_CAR_PAGE_LAYOUT.carSidebarWidth,
    carGallery: l.carGallery === 'top' ? 'top' : 'beside',
  }
}
