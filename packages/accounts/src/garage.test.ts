import { randomUUID } from 'node:crypto'
import { insertLeadWithDeliveries, saveShopperFavourites, upsertCars, type NewLead } from '@dealer/db'
import { describeEachDatabase, makeCar } from '@dealer/db/testing'
import { expect, it } from 'vitest'
import { createGarage } from './garage'
import { createWatchlist } from './watchlist'

const now = new Date('2026-11-23T00:00:00.000Z')
const phone = '0412345678'

const lead = (overrides: Partial<NewLead>): NewLead => ({
  id: randomUUID(),
  idempotencyKey: randomUUID(),
  formType: 'enquiry',
  carId: null,
  payload: { fields: { phone } },
  ipHash: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  phone,
  ...overrides,
})
const about = (car: { id: string; name: string; make: string }) => ({
  carId: car.id,
  payload: { fields: { phone }, vehicle: { id: car.id, slug: `car-${car.id}`, name: car.name, make: car.make } },
})

describeEachDatabase('garage', (ctx) => {
  const setup = async () => {
    const { database, db } = ctx()
    const tenant = `t-${randomUUID()}`
    const other = `t-${randomUUID()}`
    const corolla = makeCar({ id: 'corolla', name: '2022 Toyota Corolla', make: 'Toyota' })
    const cx5 = makeCar({ id: 'cx5', name: '2023 Mazda CX-5', make: 'Mazda', model: 'CX-5' })
    const hilux = makeCar({ id: 'hilux', name: '2021 Toyota Hilux', make: 'Toyota', model: 'Hilux' })
    await upsertCars(db, tenant, [corolla, cx5, hilux])
    await upsertCars(db, other, [makeCar({ id: 'elsewhere', make: 'Toyota' })])
    const watchlist = createWatchlist(database)
    for (const id of ['corolla', 'cx5', 'hilux']) expect((await watchlist.save(tenant, phone, id, now)).ok).toBe(true)
    // Saved, then sold a month ago: past the dealer's window for showing sold cars.
    await upsertCars(db, tenant, [{ ...hilux, status: 'sold', sold_date: '2026-10-20T00:00:00.000Z' }])
    return { database, db, tenant, other, corolla, cx5, hilux }
  }

  it("lists one phone's saved cars, enquiries and favourites on one dealer only", async () => {
    const { database, db, tenant, other, cx5, hilux } = await setup()
    const testDrive = lead({ formType: 'test-drive', createdAt: '2026-11-10T00:00:00.000Z', ...about(cx5) })
    const general = lead({ formType: 'location-enquiry', createdAt: '2026-11-05T00:00:00.000Z' })
    const soldCar = lead({ formType: 'finance', createdAt: '2026-11-02T00:00:00.000Z', ...about(hilux) })
    for (const l of [testDrive, general, soldCar]) await insertLeadWithDeliveries(db, tenant, l, [])
    await insertLeadWithDeliveries(db, tenant, lead({ phone: '0499999999', payload: {} }), [])
    await insertLeadWithDeliveries(db, other, lead({}), [])
    await saveShopperFavourites(db, tenant, phone, ['corolla'], now.toISOString())

    const view = await createGarage(database).read(tenant, phone, {
      now,
      // This browser's cookie: a car of this dealer, another dealer's id, and one that never was.
      favouriteIds: ['cx5', 'elsewhere', 'nope', 'corolla'],
    })

    // Saved at the same moment: in id order.
    expect(view.savedCars.map((c) => c.id)).toEqual(['corolla', 'cx5'])
    expect(view.savedNoLongerListed).toBe(1)
    expect(view.enquiries).toEqual([
      {
        id: testDrive.id,
        formType: 'test-drive',
        label: 'Test drive booking',
        car: { id: 'cx5', name: '2023 Mazda CX-5', make: 'Mazda', slug: 'car-cx5' },
        sentAt: '2026-11-10T00:00:00.000Z',
      },
      { id: general.id, formType: 'location-enquiry', label: 'Enquiry', car: null, sentAt: '2026-11-05T00:00:00.000Z' },
      {
        id: soldCar.id,
        formType: 'finance',
        label: 'Finance enquiry',
        // The car is no longer shown, so the enquiry names it without a link.
        car: { id: 'hilux', name: '2021 Toyota Hilux', make: 'Toyota', slug: null },
        sentAt: '2026-11-02T00:00:00.000Z',
      },
    ])
    expect(view.favourites.map((c) => c.id)).toEqual(['cx5', 'corolla'])

    const elsewhere = await createGarage(database).read(other, phone, { now })
    expect(elsewhere.savedCars).toEqual([])
    expect(elsewhere.enquiries.map((e) => e.label)).toEqual(['Enquiry'])
  })

  it('a brand garage keeps only that make, in saved cars, enquiries and favourites', async () => {
    const { database, db, tenant, cx5, corolla } = await setup()
    await insertLeadWithDeliveries(db, tenant, lead({ ...about(cx5) }), [])
    await insertLeadWithDeliveries(db, tenant, lead({ ...about(corolla), formType: 'reserve' }), [])
    await insertLeadWithDeliveries(db, tenant, lead({}), [])

    const garage = createGarage(database)
    const toyota = await garage.read(tenant, phone, { now, make: 'toyota', favouriteIds: ['cx5', 'corolla'] })
    expect(toyota.savedCars.map((c) => c.id)).toEqual(['corolla'])
    expect(toyota.savedNoLongerListed).toBe(1)
    expect(toyota.enquiries.map((e) => [e.label, e.car?.id])).toEqual([['Reservation request', 'corolla']])
    expect(toyota.favourites.map((c) => c.id)).toEqual(['corolla'])

    const mazda = await garage.read(tenant, phone, { now, make: 'Mazda', favouriteIds: ['cx5', 'corolla'] })
    expect(mazda.savedCars.map((c) => c.id)).toEqual(['cx5'])
    expect(mazda.savedNoLongerListed).toBe(0)
    expect(mazda.enquiries.map((e) => e.car?.id)).toEqual(['cx5'])
    expect(mazda.favourites.map((c) => c.id)).toEqual(['cx5'])
  })

  it('is empty for a phone that has done nothing here', async () => {
    const { database, tenant } = await setup()
    expect(await createGarage(database).read(tenant, '0400000000', { now })).toEqual({
      savedCars: [],
      savedNoLongerListed: 0,
      enquiries: [],
      favourites: [],
    })
  })
})
