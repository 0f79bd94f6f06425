import { carSchema } from '@dealer/domain'
import { featuresSchema } from '@dealer/tenant'
import { describe, expect, it } from 'vitest'
import { revealCall } from './call-action'
import { SOLD_MESSAGE, vehicleCtas } from './ctas'

const car = carSchema.parse({
  id: 'c1',
  slug: 'c1',
  name: 'x',
  year: 2022,
  make: 'Mazda',
  model: 'CX-5',
  price: 35000,
  status: 'in_stock',
  car_type: 'used',
  created_at: '2026-01-01',
  stocknum: 'S1',
  km: 100,
  dealership_id: 'd',
  dealership_slug: 'd',
})
type Tenant = Parameters<typeof vehicleCtas>[1]
const nerang = {
  id: 'nerang',
  name: 'Used Cars Nerang',
  slug: 'used-cars-nerang',
  location_type: 'used',
  address: { street: '45 Spencer Road', city: 'Nerang', state: 'QLD', postcode: '4211', lat: -28, long: 153.3 },
  phone: '(07) 5596 4411',
}
const tenant = {
  features: featuresSchema.parse({}),
  dealer: { phone: '(07) 3000 1234', phoneOverrides: { byCarType: {}, byDealership: {} } },
  locations: [nerang],
} as unknown as Tenant

const ids = (c: typeof car, t = tenant) => vehicleCtas(c, t).actions.map((a) => a.id)

describe('vehicleCtas', () => {
  it('offers reserve, enquire, call, test drive, trade-in and finance on an available car', () => {
    expect(ids(car)).toEqual(['reserve', 'enquire', 'call', 'test-drive', 'trade-in', 'finance', 'request'])
    // Masked until revealed (docs/spec-coverage.md, Car page), unless the tenant shows it unmasked.
    expect(vehicleCtas(car, tenant).actions[2]).toMatchObject({
      label: 'Call Now - (07) 3000 XXXX',
      href: '#dealer-phone',
    })
    expect(vehicleCtas(car, tenant, { phoneRevealed: true }).actions[2]).toMatchObject({
      label: 'Call Now - (07) 3000 1234',
      href: 'tel:+61730001234',
    })
    const unmasked = { ...tenant, features: { ...tenant.features, phoneUnmasked: true } } as Tenant
    expect(vehicleCtas(car, unmasked).actions[2]!.label).toBe('Call Now - (07) 3000 1234')
    expect(revealCall(vehicleCtas(car, tenant).actions, '(07) 3000 1234', 'tel:+61730001234')).toEqual(
      vehicleCtas(car, tenant, { phoneRevealed: true }).actions,
    )
  })
  it("calls the car's own number: its location's, masked, then dialled once revealed (ADR 016)", () => {
    const atNerang = { ...car, location_id: 'nerang' }
    expect(vehicleCtas(atNerang, tenant).actions.find((a) => a.id === 'call')).toMatchObject({
      label: 'Call Now - (07) 5596 XXXX',
      href: '#dealer-phone',
    })
    expect(vehicleCtas(atNerang, tenant, { phoneRevealed: true }).actions.find((a) => a.id === 'call')).toMatchObject({
      label: 'Call Now - (07) 5596 4411',
      href: 'tel:+61755964411',
    })
  })
  it('has no call button for a car without any number', () => {
    const none = { ...tenant, dealer: { ...tenant.dealer, phone: '' }, locations: [] } as unknown as Tenant
    expect(ids(car, none)).not.toContain('call')
  })
  it('shows the history report only when the server found its file', () => {
    const report = '/documents/d/c1-history-report.pdf?v=1'
    const withFile = { ...car, file: '/documents/d/c1-history-report.pdf' }
    expect(ids(withFile)).not.toContain('history')
    expect(vehicleCtas(withFile, tenant, { historyReport: null }).actions.map((a) => a.id)).not.toContain('history')
    expect(vehicleCtas(withFile, tenant, { historyReport: report }).actions.at(-1)).toMatchObject({
      id: 'history',
      label: 'View History Report',
      href: report,
    })
  })
  it('hides reserve on reserved and test-drive-only cars and finance on reserved ones', () => {
    expect(ids({ ...car, reserved: true })).toEqual(['enquire', 'call', 'test-drive', 'trade-in', 'request'])
    expect(ids({ ...car, test_drive_only: true })).not.toContain('reserve')
  })
  it('swaps Enquire Now for Instant Message when a chat token is configured', () => {
    const chat = { ...tenant, features: featuresSchema.parse({ chatToken: 'abc' }) } as unknown as Tenant
    expect(ids(car, chat)).toContain('chat')
    expect(ids(car, chat)).not.toContain('enquire')
  })
  it('replaces the buttons with Find Me Something Similar on a sold car', () => {
    const sold = vehicleCtas({ ...car, status: 'sold' }, tenant)
    expect(sold.soldMessage).toBe(SOLD_MESSAGE)
    expect(sold.actions.map((a) => a.label)).toEqual(['Find Me Something Similar', 'Request a Similar Vehicle'])
  })
})
