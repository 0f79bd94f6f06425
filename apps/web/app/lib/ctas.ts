import { type Car, hasPrice, isAvailable, isFinanceEligible } from '@dealer/domain'
import type { CarPhone, TenantConfig } from '@dealer/tenant'
import { carPhone } from '@dealer/tenant'
import type { CtaAction } from '@dealer/theme-contract'
import { maskedCallAction, revealedCallAction } from './call-action'

export const SOLD_MESSAGE =
  "Unfortunately this vehicle recently sold. But don't worry, we can help you find a similar vehicle!"

type Tenant = Pick<TenantConfig, 'features' | 'dealer' | 'locations'>

/**
 * Reserve shows for available cars the rule allows, never for test-drive-only cars
 * (docs/spec-coverage.md, Car page).
 */
export function canReserve(car: Car, tenant: Tenant): boolean {
  return tenant.features.reserveOnline && canTakeDeposit(car)
}

/** The car may be held with a deposit: in stock, not reserved, priced, not test-drive-only. */
export function canTakeDeposit(car: Car): boolean {
  return car.status === 'in_stock' && !car.reserved && !car.test_drive_only && hasPrice(car.price)
}

/**
 * The car page's call-to-action buttons: which show for a car, and what a car that is no longer
 * available shows instead (docs/spec-coverage.md, Car page). Laid out by the theme's VehicleCtas slot.
 * `historyReport` is the link the server found a file behind (`carFileLinks` in
 * app/.server/stored-files.ts), never `car.file` as stored: without it there is no such button.
 * 'Call Now' dials the car's own number (carPhone, ADR 016), masked unless `phoneRevealed` (this
 * visitor revealed it on this car's page) or the dealer shows numbers openly; no number, no button.
 */
export function vehicleCtas(
  car: Car,
  tenant: Tenant,
  options: { phoneRevealed?: boolean; historyReport?: string | null } = {},
): { actions: CtaAction[]; soldMessage: string | null } {
  const base = `/cars/${car.slug}`
  const q = `car_id=${encodeURIComponent(car.slug)}`
  if (!isAvailable(car)) {
    return {
      soldMessage: SOLD_MESSAGE,
      actions: [
        {
          id: 'similar',
          label: 'Find Me Something Similar',
          href: `/search/new-used-and-demo-cars?make=${encodeURIComponent(car.make)}&model=${encodeURIComponent(car.model)}`,
          emphasis: 'primary',
          dialog: null,
        },
        {
          id: 'request',
          label: 'Request a Similar Vehicle',
          href: `${base}/enquire?type=similar`,
          emphasis: 'secondary',
          dialog: 'enquire',
        },
      ],
    }
  }
  const actions: CtaAction[] = []
  if (canReserve(car, tenant)) {
    const path = tenant.features.reserveRoute === 'buy-online' ? 'buy-online' : 'checkout'
    actions.push({
      id: 'reserve',
      label: 'Reserve Car Now',
      href: `${base}/${path}`,
      emphasis: 'primary',
      dialog: null,
    })
  }
  actions.push(
    tenant.features.chatToken
      ? { id: 'chat', label: 'Instant Message', href: `${base}/enquire`, emphasis: 'primary', dialog: 'chat' }
      : { id: 'enquire', label: 'Enquire Now', href: `${base}/enquire`, emphasis: 'primary', dialog: 'enquire' },
  )
  const phone = carPhone(car, tenant)
  if (phone) actions.push(callAction(phone, tenant.features.phoneUnmasked || options.phoneRevealed === true))
  actions.push({
    id: 'test-drive',
    label: 'Book a Test Drive',
    href: `${base}/test-drive`,
    emphasis: 'secondary',
    dialog: 'test-drive',
  })
  actions.push({
    id: 'trade-in',
    label: 'Value My Trade-In',
    href: `/cars/trade-in?${q}`,
    emphasis: 'secondary',
    dialog: null,
  })
  if (isFinanceEligible(car)) {
    actions.push({
      id: 'finance',
      label: 'Get Finance Now',
      href: `/finance?${q}#finance-form`,
      emphasis: 'secondary',
      dialog: 'finance',
    })
  }
  actions.push({
    id: 'request',
    label: 'Request Photos',
    href: `${base}/request-photos`,
    emphasis: 'secondary',
    dialog: 'request-photos',
  })
  if (options.historyReport) {
    actions.push({
      id: 'history',
      label: 'View History Report',
      href: options.historyReport,
      emphasis: 'secondary',
      dialog: null,
    })
  }
  return { actions, soldMessage: null }
}

/** 'Call Now - {phone}', masked until revealed (docs/spec-coverage.md, Car page) unless shown unmasked. */
export function callAction(phone: Pick<CarPhone, 'number' | 'href'>, revealed: boolean): CtaAction {
  return revealed ? revealedCallAction(phone.number, phone.href) : maskedCallAction(phone.number)
}
