import { randomUUID } from 'node:crypto'
import { carSchema, isVisible, type Car } from '@dealer/domain'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '../testing/test-databases'
import { makeCar, makeFullCar } from '../testing/fixtures'
import {
  allCarFieldsInPages,
  allCars,
  countCars,
  deleteCarsNotIn,
  findCarById,
  findCarBySlug,
  listCars,
  upsertCars,
} from './cars'

/** Each test writes to its own tenant, so tests in one file share a database without clashing. */
const newTenant = () => `t-${randomUUID()}`
const ids = (cars: readonly Car[]) => cars.map((c) => c.id)

describeEachDatabase('cars repository', (ctx) => {
  it('the full fixture really sets every Car field', () => {
    const car = makeFullCar({ id: 'x' })
    for (const key of Object.keys(carSchema.shape)) {
      expect(car[key as keyof Car], key).not.toBeNull()
    }
  })

  it('round-trips a car with every field set, and one with every default', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    const full = makeFullCar({ id: 'full' })
    const minimal = makeCar({ id: 'min' })
    await upsertCars(db, tenant, [full, minimal])
    expect(await findCarById(db, tenant, 'full')).toStrictEqual(full)
    expect(await findCarBySlug(db, tenant, full.slug)).toStrictEqual(full)
    expect(await findCarById(db, tenant, 'min')).toStrictEqual(minimal)
    expect(await allCars(db, tenant)).toStrictEqual([full, minimal])
  })

  it('reads only the asked fields of every car, page by page, equal to the whole car read back', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    const other = newTenant()
    const cars = [makeFullCar({ id: 'c' }), makeCar({ id: 'a' }), makeFullCar({ id: 'b', reserved: true })]
    await upsertCars(db, tenant, cars)
    await upsertCars(db, other, [makeCar({ id: 'z' })])
    const fields = ['slug', 'price', 'reserved', 'show_on_dealer_website', 'images', 'filtered_features'] as const
    const pages: unknown[][] = []
    for await (const page of allCarFieldsInPages(db, tenant, fields, 2)) pages.push(page)
    const pick = (car: Car) => ({ id: car.id, ...Object.fromEntries(fields.map((f) => [f, car[f]])) })
    expect(pages).toStrictEqual([[pick(cars[1]!), pick(cars[2]!)], [pick(cars[0]!)]])
  })

  it('keeps each tenant to its own cars in every function', async () => {
    const { db } = ctx()
    const a = newTenant()
    const b = newTenant()
    const carA = makeFullCar({ id: 'shared-id', slug: 'shared-slug', name: 'A car', show_on_dealer_website: true })
    await upsertCars(db, a, [carA])

    expect(await findCarBySlug(db, b, 'shared-slug')).toBeUndefined()
    expect(await findCarById(db, b, 'shared-id')).toBeUndefined()
    expect(await listCars(db, b)).toEqual({ cars: [], total: 0 })
    expect(await listCars(db, b, { make: carA.make, model: carA.model, carTypes: [carA.car_type] })).toEqual({
      cars: [],
      total: 0,
    })
    expect(await allCars(db, b)).toEqual([])
    expect(await countCars(db, b)).toBe(0)

    // B may hold a car with the same id and slug; writing it must not touch A's.
    const carB = makeCar({ id: 'shared-id', slug: 'shared-slug', name: 'B car' })
    await upsertCars(db, b, [carB])
    expect(await findCarBySlug(db, a, 'shared-slug')).toStrictEqual(carA)
    expect(await findCarBySlug(db, b, 'shared-slug')).toStrictEqual(carB)

    // Deleting everything of B leaves A alone.
    expect(await deleteCarsNotIn(db, b, [])).toBe(1)
    expect(await countCars(db, b)).toBe(0)
    expect(await countCars(db, a)).toBe(1)
    expect(await findCarById(db, a, 'shared-id')).toStrictEqual(carA)
  })

  it('applies the stock visibility rule with sold_date edges and the per-dealer override', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    const now = new Date('2025-06-10T12:00:00.000Z')
    const days = 3
    const sold = (id: string, sold_date: string | null, extra: Partial<Car> = {}) =>
      makeCar({ id, status: 'sold', sold_date, ...extra })
    const cars = [
      makeCar({ id: 'in-stock' }),
      makeCar({ id: 'coming-soon', status: 'coming_soon' }),
      makeCar({ id: 'hidden-in-stock', show_on_dealer_website: false }),
      sold('sold-exactly-3-days', '2025-06-07T12:00:00.000Z'),
      sold('sold-3-days-and-1ms', '2025-06-07T11:59:59.999Z'),
      sold('sold-yesterday', '2025-06-09T12:00:00.000Z'),
      sold('sold-hidden', '2025-06-09T12:00:00.000Z', { show_on_dealer_website: false }),
      sold('sold-no-date', null),
      sold('sold-bad-date', 'not a date'),
      // Offsets and date-only values are compared as instants, like isVisible does.
      sold('sold-offset-edge', '2025-06-07T22:00:00+10:00'),
      sold('sold-offset-outside', '2025-06-07T21:59:59+10:00'),
      sold('sold-date-only', '2025-06-07'),
      sold('sold-4-days', '2025-06-06T12:00:00.000Z'),
      sold('sold-in-future', '2025-06-11T00:00:00.000Z'),
    ]
    await upsertCars(db, tenant, cars)

    for (const n of [days, 4, 0]) {
      const { cars: visible, total } = await listCars(db, tenant, {
        visibleAt: { now, includeSoldCarsDays: n },
        orderBy: 'price_asc',
      })
      const expected = cars
        .filter((c) => isVisible(c, now, n))
        .map((c) => c.id)
        .sort()
      expect(ids(visible).sort(), `includeSoldCarsDays=${n}`).toEqual(expected)
      expect(total).toBe(expected.length)
    }

    const defaultRule = await listCars(db, tenant, { visibleAt: { now, includeSoldCarsDays: days } })
    expect(ids(defaultRule.cars).sort()).toEqual(
      ['coming-soon', 'in-stock', 'sold-exactly-3-days', 'sold-in-future', 'sold-offset-edge', 'sold-yesterday'].sort(),
    )
    // The dealer's override of 4 days brings back the cars sold 3.5 and 4 days ago.
    const override = await listCars(db, tenant, { visibleAt: { now, includeSoldCarsDays: 4 } })
    expect(ids(override.cars)).toEqual(expect.arrayContaining(['sold-date-only', 'sold-4-days', 'sold-3-days-and-1ms']))
    expect(override.total).toBe(defaultRule.total + 4)
    // Without visibleAt every car is listed.
    expect((await listCars(db, tenant)).total).toBe(cars.length)
    // Only the cars for sale, the sold ones still shown left out: what 'N in stock' counts.
    const forSale = await listCars(db, tenant, { visibleAt: { now, includeSoldCarsDays: days }, availableOnly: true })
    expect(ids(forSale.cars).sort()).toEqual(['coming-soon', 'in-stock'])
    expect(forSale.total).toBe(2)
  })

  it('pages with a stable order and a total that ignores the page', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    const cars = Array.from({ length: 25 }, (_, i) =>
      makeCar({ id: `c${String(i).padStart(2, '0')}`, price: 10_000 + (i % 5) * 1_000 }),
    )
    await upsertCars(db, tenant, cars)
    const seen: string[] = []
    for (let offset = 0; offset < 25; offset += 10) {
      const page = await listCars(db, tenant, { orderBy: 'price_asc', limit: 10, offset })
      expect(page.total).toBe(25)
      seen.push(...ids(page.cars))
    }
    expect(seen).toHaveLength(25)
    expect(new Set(seen).size).toBe(25)
    const last = await listCars(db, tenant, { limit: 10, offset: 20 })
    expect(last.cars).toHaveLength(5)
    expect(last.total).toBe(25)
    expect((await listCars(db, tenant, { offset: 24 })).cars).toHaveLength(1)
    expect((await listCars(db, tenant, { limit: 0 })).cars).toHaveLength(0)
    await expect(listCars(db, tenant, { limit: -1 })).rejects.toThrow(RangeError)
  })

  it('orders by latest, price descending and price ascending, ties broken by id', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    await upsertCars(db, tenant, [
      makeCar({ id: 'b', price: 20_000, created_at: '2025-03-01T00:00:00.000Z' }),
      makeCar({ id: 'a', price: 20_000, created_at: '2025-01-01T00:00:00.000Z' }),
      makeCar({ id: 'c', price: 5_000.5, created_at: '2025-02-01T00:00:00.000Z' }),
      // Later instant than 'b' despite sorting lower as text: ordering must use the instant.
      makeCar({ id: 'd', price: 99_999, created_at: '2025-03-01T09:00:00+08:00' }),
    ])
    expect(ids((await listCars(db, tenant, { orderBy: 'latest' })).cars)).toEqual(['d', 'b', 'c', 'a'])
    expect(ids((await listCars(db, tenant)).cars)).toEqual(['d', 'b', 'c', 'a'])
    expect(ids((await listCars(db, tenant, { orderBy: 'price_desc' })).cars)).toEqual(['d', 'a', 'b', 'c'])
    expect(ids((await listCars(db, tenant, { orderBy: 'price_asc' })).cars)).toEqual(['c', 'a', 'b', 'd'])
  })

  it('filters by car types, make and model', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    await upsertCars(db, tenant, [
      makeCar({ id: '1', car_type: 'new', make: 'Kia', model: 'Seltos' }),
      makeCar({ id: '2', car_type: 'demo', make: 'Kia', model: 'Sportage' }),
      makeCar({ id: '3', car_type: 'used', make: 'Mazda', model: 'CX-5' }),
    ])
    const list = async (o: Parameters<typeof listCars>[2]) =>
      ids((await listCars(db, tenant, { ...o, orderBy: 'price_asc' })).cars)
    expect(await list({ carTypes: ['new', 'demo'] })).toEqual(['1', '2'])
    expect(await list({ carTypes: [] })).toEqual(['1', '2', '3'])
    expect(await list({ make: 'Kia' })).toEqual(['1', '2'])
    expect(await list({ make: 'Kia', model: 'Sportage' })).toEqual(['2'])
    expect(await list({ make: 'Kia', carTypes: ['used'] })).toEqual([])
  })

  it('updates cars in place on a second upsert', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    const original = makeFullCar({ id: 'u1' })
    await upsertCars(db, tenant, [original, makeCar({ id: 'u2' })])
    const changed = makeCar({ id: 'u1', slug: original.slug, name: 'Renamed', price: 1_234, variant: null, images: [] })
    await upsertCars(db, tenant, [changed])
    expect(await countCars(db, tenant)).toBe(2)
    expect(await findCarById(db, tenant, 'u1')).toStrictEqual(changed)
    // Within one batch the last car with an id wins.
    await upsertCars(db, tenant, [makeCar({ id: 'u2', price: 1 }), makeCar({ id: 'u2', price: 2 })])
    expect((await findCarById(db, tenant, 'u2'))?.price).toBe(2)
  })

  it('lets cars swap or take over slugs instead of failing on the unique index', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    await upsertCars(db, tenant, [
      makeCar({ id: 'x', slug: 'one' }),
      makeCar({ id: 'y', slug: 'two' }),
      makeCar({ id: 'z', slug: 'three' }),
    ])
    await upsertCars(db, tenant, [makeCar({ id: 'x', slug: 'two' }), makeCar({ id: 'y', slug: 'one' })])
    expect((await findCarBySlug(db, tenant, 'one'))?.id).toBe('y')
    expect((await findCarBySlug(db, tenant, 'two'))?.id).toBe('x')
    // A new car taking a stored car's slug replaces that stale car.
    await upsertCars(db, tenant, [makeCar({ id: 'w', slug: 'three' })])
    expect((await findCarBySlug(db, tenant, 'three'))?.id).toBe('w')
    expect(await findCarById(db, tenant, 'z')).toBeUndefined()
    expect(await countCars(db, tenant)).toBe(3)
    await expect(
      upsertCars(db, tenant, [makeCar({ id: 'p', slug: 's' }), makeCar({ id: 'q', slug: 's' })]),
    ).rejects.toThrow(/share the slug "s"/)
  })

  it('rejects an invalid car without writing any of the batch', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    const bad = { ...makeCar({ id: 'bad' }), km: -1 }
    await expect(upsertCars(db, tenant, [makeCar({ id: 'ok' }), bad])).rejects.toThrow()
    expect(await countCars(db, tenant)).toBe(0)
  })

  it('joins a transaction it is given, so the caller can roll it back', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    await expect(
      db.transaction().execute(async (trx) => {
        await upsertCars(trx, tenant, [makeCar({ id: 'in-trx' })])
        expect(await countCars(trx, tenant)).toBe(1)
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    expect(await countCars(db, tenant)).toBe(0)
  })

  it('deletes the cars an import no longer lists', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    await upsertCars(
      db,
      tenant,
      ['a', 'b', 'c', 'd'].map((id) => makeCar({ id })),
    )
    expect(await deleteCarsNotIn(db, tenant, ['b', 'd', 'not-stored'])).toBe(2)
    expect(ids(await allCars(db, tenant))).toEqual(['b', 'd'])
    expect(await deleteCarsNotIn(db, tenant, ['b', 'd'])).toBe(0)
  })

  it('upserts 1,000 full cars in one call, quickly', async () => {
    const { db, dialect } = ctx()
    const tenant = newTenant()
    const cars = Array.from({ length: 1_000 }, (_, i) =>
      makeFullCar({
        id: `bulk-${i}`,
        price: 20_000 + i,
        created_at: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
      }),
    )
    let started = performance.now()
    await upsertCars(db, tenant, cars)
    const insertMs = performance.now() - started
    started = performance.now()
    await upsertCars(
      db,
      tenant,
      cars.map((c) => ({ ...c, price: c.price + 1 })),
    )
    const updateMs = performance.now() - started
    started = performance.now()
    const all = await allCars(db, tenant)
    const readMs = performance.now() - started
    console.info(
      `[db bench ${dialect}] upsert 1,000 cars: insert ${insertMs.toFixed(0)} ms, update ${updateMs.toFixed(0)} ms; allCars ${readMs.toFixed(0)} ms`,
    )
    expect(all).toHaveLength(1_000)
    expect(all.every((c) => c.price === Number(c.id.slice(5)) + 20_001)).toBe(true)
    expect(insertMs).toBeLessThan(3_000)
    expect(updateMs).toBeLessThan(3_000)
  })
})
