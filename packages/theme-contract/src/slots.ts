import type { CardTag } from '@dealer/domain'
import type { FormEvent } from 'react'

export interface LinkData {
  readonly label: string
  readonly href: string
}

export interface NavEntry extends LinkData {
  /** Drawn as the highlighted call to action (Finance; docs/spec-coverage.md, Pages and navigation). */
  readonly highlight: boolean
  readonly children: readonly LinkData[]
  /** True when the current page is this entry or one of its children. */
  readonly current: boolean
}

export interface PhoneData {
  readonly display: string
  readonly href: string
}

/**
 * The shopper's account links in the header. Signed out: one link to sign in. Signed in: links to
 * the garage and the watchlist, and a sign-out form (a plain POST, so it works without JavaScript).
 * No personal data: the header HTML is shared by every shopper in the same state.
 */
export interface HeaderAccount {
  readonly signedIn: boolean
  /** 'Sign In' when signed out. */
  readonly signIn: LinkData | null
  /** 'My Garage' and 'Watchlist' when signed in. */
  readonly links: readonly LinkData[]
  /** Where the sign-out form posts, when signed in. */
  readonly signOutAction: string | null
}

/** Header slot (stable). */
export interface HeaderProps {
  readonly dealerName: string
  readonly tagline: string
  readonly homeHref: string
  readonly phone: PhoneData
  readonly nav: readonly NavEntry[]
  /**
   * Dropdowns open on hover or on click, per tenant (docs/spec-coverage.md, Pages and navigation).
   * Both work without JS via <details>.
   */
  readonly dropdownOpen: 'hover' | 'click'
  readonly location: { readonly name: string; readonly hoursToday: string | null; readonly href: string } | null
  readonly account: HeaderAccount
}

export type PaymentMethod = 'visa' | 'mastercard' | 'amex' | 'eftpos' | 'paypal' | 'afterpay'

/** Footer slot (stable). Groups arrive ready: Vehicles, Models, Buyer Tools, Servicing and Parts, dealer. */
export interface FooterProps {
  readonly dealerName: string
  readonly groups: readonly { readonly title: string; readonly links: readonly LinkData[] }[]
  readonly stats: readonly { readonly value: string; readonly label: string }[]
  readonly paymentMethods: readonly PaymentMethod[]
  readonly unsubscribe: LinkData
  readonly legal: readonly LinkData[]
  readonly phone: PhoneData
  readonly email: string
  readonly address: string
  readonly copyright: string
}

export interface CardImage {
  readonly src: string
  readonly srcSet: string
  readonly sizes: string
  readonly alt: string
  readonly width: number
  readonly height: number
}

/** Display-ready car for a card; no business rules left for the theme. */
export interface CarCardData {
  readonly id: string
  readonly href: string
  /** "2021 Toyota RAV4" */
  readonly title: string
  /** "GXL Hybrid" (badge and series) */
  readonly subtitle: string | null
  /** "$34,990" or null when the car has no price (10 or less; docs/spec-coverage.md, Stock rules). */
  readonly price: string | null
  readonly priceLabel: string | null
  readonly wasPrice: string | null
  readonly weekly: string | null
  readonly tag: CardTag | null
  readonly image: CardImage | null
  readonly photoCount: number
  /**
   * Default card attributes: car_type, simple_body, km, simple_transmission, stocknum
   * (docs/spec-coverage.md, Stock rules).
   */
  readonly attributes: readonly { readonly key: string; readonly label: string; readonly value: string }[]
  readonly location: string | null
  readonly available: boolean
  /** Set on non-available cars: 'Find Me Something Similar' (docs/spec-coverage.md, Stock rules). */
  readonly similarHref: string | null
}

/**
 * A card's save-to-watchlist button (docs/spec-coverage.md, Watchlist, favourites and compare),
 * ready to draw: a form that posts `fields` to `action`, so it works without JavaScript, and a
 * submit button pressed when `saved`.
 * The saved state belongs to the shopper, not the car, so the page sets it on each render.
 */
export interface CardWatchlist {
  readonly saved: boolean
  /** 'Save to Watchlist', or 'Saved' when saved. */
  readonly label: string
  /** Where the form posts: the save or the remove call. */
  readonly action: string
  /** Hidden fields of the form (the car, the page to come back to). */
  readonly fields: readonly { readonly name: string; readonly value: string }[]
  /**
   * Set by the page once JavaScript runs: it flips the button at once and makes the call itself.
   * A theme passes it to the form untouched.
   */
  readonly onSubmit?: (event: FormEvent<HTMLFormElement>) => void
}

/** CarCard slot (stable). */
export interface CarCardProps {
  readonly car: CarCardData
  /** 1-based position in its list, for analytics and eager loading of the first row. */
  readonly position: number
  readonly headingLevel: 2 | 3
  /** The save button; absent or null, the card has none (lists without it, sold cars not saved). */
  readonly watchlist?: CardWatchlist | null
}

export type CtaId =
  'reserve' | 'enquire' | 'chat' | 'call' | 'test-drive' | 'trade-in' | 'finance' | 'history' | 'similar' | 'request'

export interface CtaAction {
  readonly id: CtaId
  readonly label: string
  readonly href: string
  readonly emphasis: 'primary' | 'secondary'
  /** Opens a dialog with JS (links to the form's own page without it). */
  readonly dialog: string | null
}

/** VehicleCtas slot (unstable: the car page is still growing). */
export interface VehicleCtasProps {
  readonly actions: readonly CtaAction[]
  readonly available: boolean
  /** 'sidebar' on the page; 'bar' is the fixed bottom bar on mobile. */
  readonly placement: 'sidebar' | 'bar'
  readonly soldMessage: string | null
}

/** Every slot a theme may fill, with its props and stability. */
export interface SlotProps {
  Header: HeaderProps
  Footer: FooterProps
  CarCard: CarCardProps
  VehicleCtas: VehicleCtasProps
}
export type SlotName = keyof SlotProps

export const SLOT_STABILITY: { readonly [K in SlotName]: 'stable' | 'unstable' } = {
  Header: 'stable',
  Footer: 'stable',
  CarCard: 'stable',
  VehicleCtas: 'unstable',
}
export const SLOT_NAMES = Object.keys(SLOT_STABILITY) as SlotName[]
