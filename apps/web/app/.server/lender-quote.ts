import { isFinanceEligible, type Car, type LenderQuoteFigures } from '@dealer/domain'
import type { LenderQuotePort } from '@dealer/lender-quotes'
import type { TenantConfig } from '@dealer/tenant'

/** A quote is kept this long per car and price, so a busy car page asks the lender rarely. */
const QUOTE_TTL_MS = 10 * 60_000
/** No quote (a failure) is kept for a minute, so a lender that is down is not asked on every view. */
const MISS_TTL_MS = 60_000
const MAX_ENTRIES = 5_000

type QuoteCar = Pick<Car, 'id' | 'status' | 'reserved' | 'price' | 'year' | 'vin' | 'nvic'>

interface Entry {
  at: number
  ttl: number
  value: Promise<LenderQuoteFigures | null>
}
const caches = new WeakMap<LenderQuotePort, Map<string, Entry>>()

/**
 * The lender's own quote for a car (docs/spec-coverage.md, Car page): only where the environment
 * names a lender (YOUX_QUOTE_URL), the dealer asks for it (finance.youxQuote) and the car can be
 * financed. Never throws; null hides it.
 */
export function carLenderQuote(
  port: LenderQuotePort | null,
  tenant: Pick<TenantConfig, 'slug' | 'finance'>,
  car: QuoteCar,
  now: number = Date.now(),
): Promise<LenderQuoteFigures | null> {
  if (!port || !tenant.finance.youxQuote || !isFinanceEligible(car)) return Promise.resolve(null)
  let cache = caches.get(port)
  if (!cache) caches.set(port, (cache = new Map()))
  const key = `${tenant.slug}\n${car.id}\n${car.price}`
  const hit = cache.get(key)
  if (hit && now - hit.at < hit.ttl) return hit.value
  if (cache.size >= MAX_ENTRIES) for (const [k, e] of cache) if (now - e.at >= e.ttl) cache.delete(k)
  const value = port.quote({ purchasePrice: car.price, year: car.year, vin: car.vin, nvic: car.nvic }).catch(() => null)
  const entry: Entry = { at: now, ttl: QUOTE_TTL_MS, value }
  cache.set(key, entry)
  void value.then((q) => {
    if (q === null) entry.ttl = MISS_TTL_MS
  })
  return value
}
