import { carDisplayName, hasPrice, type Car, type PartnerRegion } from '@dealer/domain'
import { checkPartnerBlocks, renderPartnerRegion, type CheckedRegions, type PartnerCar } from '@dealer/partner-blocks'
import type { SearchDoc } from '@dealer/search'
import type { TenantConfig } from '@dealer/tenant'

/*
 * Partner blocks in the page's regions (docs/decisions/023-partner-blocks.md; docs/spec-coverage.md,
 * Theme kit: page slots and partner blocks). Blocks are checked once per tenant config and drawn
 * to HTML here, on the server: the browser gets their markup in the loader data and none of their code.
 */

const checked = new WeakMap<TenantConfig, { regions: CheckedRegions; warnings: string[] }>()

function check(tenant: TenantConfig) {
  let result = checked.get(tenant)
  if (!result) {
    result = checkPartnerBlocks(tenant.slug, tenant.partners)
    checked.set(tenant, result)
  }
  return result
}

/** At start-up: one line per block left out, naming tenant, region and block and why. */
export function warnPartnerBlocks(tenants: readonly TenantConfig[], warn: (line: string) => void = console.warn): void {
  for (const t of tenants) for (const line of check(t).warnings) warn(`[partners] ${line}`)
}

/** A car as a block may know it: stock facts only, the price only when the car shows one. */
export function partnerCar(car: Car | SearchDoc): PartnerCar {
  return {
    id: car.id,
    title: carDisplayName(car),
    make: car.make,
    carType: car.car_type,
    stockNumber: car.stocknum,
    vin: 'vin' in car ? car.vin : null,
    price: hasPrice(car.price) ? car.price : null,
  }
}

/**
 * Drawn regions by their blocks (one list per tenant config and region), then by the car facts they
 * were drawn for: a block draws from its props, its region and those facts alone
 * (`PartnerBlockType`), so the same facts give the same HTML. A changed price or title is a new key.
 */
const drawn = new WeakMap<readonly unknown[], Map<string, string>>()
const MAX_DRAWN_PER_REGION = 5000

/** A region's HTML for this tenant (empty when it has no block, or none draws); a block that throws is logged. */
export function partnerHtml(tenant: TenantConfig, region: PartnerRegion, car: PartnerCar | null): string {
  const blocks = check(tenant).regions[region]
  if (blocks.length === 0) return ''
  let byCar = drawn.get(blocks)
  if (!byCar) drawn.set(blocks, (byCar = new Map()))
  const key = car
    ? `${car.id}\u0000${car.title}\u0000${car.make}\u0000${car.carType}\u0000${car.stockNumber}\u0000${car.vin ?? ''}\u0000${car.price ?? ''}`
    : ''
  let html = byCar.get(key)
  if (html === undefined) {
    html = renderPartnerRegion(blocks, region, car, (block, error) =>
      console.error(
        `[partners] tenant ${tenant.slug}, region ${region}, block ${block.id} (${block.entry.type}) failed and was left out:`,
        error,
      ),
    )
    if (byCar.size >= MAX_DRAWN_PER_REGION) byCar.clear()
    byCar.set(key, html)
  }
  return html
}

/** The card badges of a list of cars, by car id; cars without a badge are left out. */
export function cardBadges(tenant: TenantConfig, cars: readonly (Car | SearchDoc)[]): Record<string, string> {
  const badges: Record<string, string> = {}
  if (check(tenant).regions['card-badge'].length === 0) return badges
  for (const car of cars) {
    const html = partnerHtml(tenant, 'card-badge', partnerCar(car))
    if (html) badges[car.id] = html
  }
  return badges
}

/** The car page's regions. */
export function carPartnerRegions(tenant: TenantConfig, car: Car) {
  const c = partnerCar(car)
  return {
    badge: partnerHtml(tenant, 'card-badge', c),
    price: partnerHtml(tenant, 'car-price', c),
    finance: partnerHtml(tenant, 'car-finance', c),
    gallery: partnerHtml(tenant, 'gallery-media', c),
    below: partnerHtml(tenant, 'car-below', c),
  }
}
