import { ownValue } from './own-keys'

/*
 * The brands grid (docs/spec-coverage.md, Dealer site: offers, brands and service): car,
 * motorcycle, truck and own-brand sections, plus caravans for a caravan dealer. Logos are drawn
 * from the name (a monogram in a colour of its own): no maker's artwork is shipped.
 */

export const BRAND_SECTIONS = ['car', 'motorcycle', 'truck', 'caravan', 'own'] as const
export type BrandSection = (typeof BRAND_SECTIONS)[number]

export const BRAND_SECTION_TITLES: Record<BrandSection, string> = {
  car: 'Cars',
  motorcycle: 'Motorcycles',
  truck: 'Trucks',
  caravan: 'Caravans and campers',
  own: 'Our own brands',
}

// Makes that build only motorcycles or only trucks; every other make falls to the dealer's default.
const KNOWN_SECTIONS: Record<string, BrandSection> = {
  'harley-davidson': 'motorcycle',
  ducati: 'motorcycle',
  ktm: 'motorcycle',
  triumph: 'motorcycle',
  'royal enfield': 'motorcycle',
  husqvarna: 'motorcycle',
  aprilia: 'motorcycle',
  'moto guzzi': 'motorcycle',
  'indian motorcycle': 'motorcycle',
  kawasaki: 'motorcycle',
  hino: 'truck',
  fuso: 'truck',
  kenworth: 'truck',
  mack: 'truck',
  scania: 'truck',
  'ud trucks': 'truck',
  'isuzu trucks': 'truck',
  'volvo trucks': 'truck',
  freightliner: 'truck',
  'western star': 'truck',
  daf: 'truck',
}

/**
 * The section of a make: what the dealer's config says, else a make known to build only
 * motorcycles or trucks, else the dealer's default (caravans for a caravan dealer, else cars).
 */
export function brandSection(make: string, configured: BrandSection | undefined, fallback: BrandSection): BrandSection {
  return configured ?? ownValue(KNOWN_SECTIONS, make.trim().toLowerCase()) ?? fallback
}

/** One brand as the grid lays it out. */
export interface BrandGroup<T> {
  section: BrandSection
  title: string
  brands: T[]
}

/** Brands grouped in the fixed section order; empty sections are left out. */
export function groupBrands<T extends { section: BrandSection }>(brands: readonly T[]): BrandGroup<T>[] {
  return BRAND_SECTIONS.map((section) => ({
    section,
    title: BRAND_SECTION_TITLES[section],
    brands: brands.filter((b) => b.section === section),
  })).filter((g) => g.brands.length > 0)
}

/** A drawn logo: up to three initials and a hue (0-359) that stays the same for the name. */
export interface BrandMark {
  initials: string
  hue: number
}

/** 'Lotus Caravans' → 'LC', 'Zone RV' → 'ZR', one word 'Mazda' → 'MA', each with its own hue. */
export function brandMark(name: string): BrandMark {
  const words = name.split(/[\s-]+/).filter(Boolean)
  const initials =
    words.length > 1
      ? words
          .map((w) => w[0])
          .join('')
          .slice(0, 3)
      : (words[0] ?? '?').slice(0, 2)
  let hash = 0
  for (const ch of name.toLowerCase()) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  return { initials: initials.toUpperCase(), hue: hash % 360 }
}
