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
  return PRICE_TYPE_LABELS[priceType] ?? priceType
}
