import { ownValue } from './own-keys'
/** A price of 10 or less counts as no price (docs/spec-coverage.md, Stock rules). */
export const NO_PRICE_THRESHOLD = 10

export function hasPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > NO_PRICE_THRESHOLD
}

const dollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
})

/** A dollar amount with thousands commas and no decimals, e.g. "$34,990" (docs/spec-coverage.md, Stock rules). */
export function formatMoney(amount: number): string {
  return dollars.format(Math.round(amount))
}

const grouped = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 })

/** Thousands separators, no decimals: "12,345". */
export function formatNumber(n: number): string {
  return grouped.format(Math.round(n))
}

/**
 * Whether a car's odometer reading is a figure to show: 0 means none was given (docs/spec-coverage.md,
 * Car page). The page, the card and the structured data all ask this.
 */
export function hasOdometer(km: number | null | undefined): km is number {
  return typeof km === 'number' && Number.isFinite(km) && km > 0
}

/** Kilometres as the kilometre input shows them: "12,345 kms". */
export function formatKm(km: number): string {
  return `${formatNumber(km)} kms`
}

const PRICE_TYPE_LABELS: Record<string, string> = {
  drive_away: 'Drive Away',
  egc: 'Excl. Govt. Charges',
  plus_orc: '+ ORC',
  nego: 'Negotiable',
}

export function priceTypeLabel(priceType: string | null | undefined): string | null {
  if (!priceType) return null
  return ownValue(PRICE_TYPE_LABELS, priceType) ?? priceType
}

const withCents = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const wholeDollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
})

/** "$200" for whole dollars, "$250.50" otherwise: a payment shows exactly what was taken. */
export function formatCents(cents: number): string {
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : withCents.format(cents / 100)
}

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?$/

/**
 * Cents of a dollar amount as people write it: "200", "$1,250", "$99.95". Null for anything
 * else (negative, more than two decimals, words), so a typo is never read as another amount.
 */
export function parseDollars(text: string): number | null {
  const m = DOLLARS.exec(text.trim())
  if (!m) return null
  const dollars = Number(m[1]!.replace(/,/g, ''))
  const cents = m[2] ? Number(m[2]) : 0
  const total = dollars * 100 + cents
  return Number.isSafeInteger(total) ? total : null
}
