import { randomUUID } from 'node:crypto'
import { comparableCriteria, type ComparableCriteria } from '@dealer/domain'
import { CompiledQuery, sql } from 'kysely'
import { expect, it } from 'vitest'
import { makeCar, makeLocation } from '../testing/fixtures'
import { describeEachDatabase } from '../testing/test-databases'
import { upsertCars } from './cars'
import { replaceLocations } from './locations'
import { listMarketComparables, marketComparablesQuery } from './market-comparables'

const newTenant = () => `t-${randomUUID()}`
/** The query spans every tenant, so each test uses a make no other test (or suite) stores. */
const newMake = () => `Make-${randomUUID().slice(0, 8)}`

/** 2021, 40,000 km: years 2019–2023, 20,000–60,000 km. */
const criteria = (make: string, state = 'QLD'): ComparableCriteria =>
  comparableCriteria({ price: 25_000, year: 2021, km: 40_000, make, model: 'Corolla', state })!

/** A car inside `criteria` unless told otherwise (the fixture's defaults are 2022 and 10,000 km). */
const listing = (overrides: Parameters<typeof makeCar>[0]) => makeCar({ year: 2021, km: 40_000, ...overrides })

describeEachDatabase('market comparables across the network', (ctx) => {
  it('finds comparable cars of every dealer, never the car itself, with only price, year and km', async () => {
    const { db } = ctx()
    const make = newMake()
    const harbour = newTenant()
    const other = newTenant()
    await upsertCars(db, harbour, [
      listing({ id: 'self', make, state: 'QLD', price: 25_000 }),
      listing({ id: 'h2', make, state: 'QLD', price: 24_000, year: 2020, km: 35_000 }),
    ])
    // Another dealer's car with the same id as the car itself is still a comparable.
    await upsertCars(db, other, [
      listing({ id: 'self', make, state: 'QLD', price: 26_000, year: 2022, km: 50_000 }),
      listing({ id: 'o2', make, state: 'QLD', price: 27_000, year: 2021, km: 45_000 }),
    ])
    const found = await listMarketComparables(db, criteria(make), { tenant: harbour, id: 'self' })
    expect(found.sort((a, b) => a.price - b.price)).toStrictEqual([
      { price: 24_000, year: 2020, km: 35_000 },
      { price: 26_000, year: 2022, km: 50_000 },
      { price: 27_000, year: 2021, km: 45_000 },
    ])
  })

  it('matches make and model whatever their case, within the years and kilometres', async () => {
    const { db } = ctx()
    const make = newMake()
    const tenant = newTenant()
    await upsertCars(db, tenant, [
      listing({ id: 'in', make: make.toUpperCase(), model: 'COROLLA', state: 'QLD', year: 2019, km: 20_000 }),
      listing({ id: 'edge', make: make.toLowerCase(), model: 'corolla', state: 'QLD', year: 2023, km: 60_000 }),
      listing({ id: 'old', make, state: 'QLD', year: 2018, km: 40_000 }),
      listing({ id: 'young', make, state: 'QLD', year: 2024, km: 40_000 }),
      listing({ id: 'low-km', make, state: 'QLD', km: 19_999 }),
      listing({ id: 'high-km', make, state: 'QLD', km: 60_001 }),
      listing({ id: 'model', make, model: 'Camry', state: 'QLD' }),
    ])
    const found = await listMarketComparables(db, criteria(make), { tenant, id: 'none' })
    expect(found.map((c) => [c.year, c.km]).sort()).toEqual([
      [2019, 20_000],
      [2023, 60_000],
    ])
  })

  it('keeps to the state: the car’s own, else its location’s', async () => {
    const { db } = ctx()
    const make = newMake()
    const tenant = newTenant()
    await replaceLocations(db, tenant, [
      makeLocation({ id: 'bris', address: { ...makeLocation({ id: 'x' }).address, state: 'QLD' } }),
      makeLocation({ id: 'perth', slug: 'perth', address: { ...makeLocation({ id: 'x' }).address, state: 'WA' } }),
    ])
    await upsertCars(db, tenant, [
      listing({ id: 'own', make, state: 'qld', price: 21_000 }),
      listing({ id: 'by-location', make, state: null, location_id: 'bris', price: 22_000 }),
      listing({ id: 'blank-state', make, state: ' ', location_id: 'bris', price: 23_000 }),
      listing({ id: 'wa', make, state: 'WA', price: 24_000 }),
      listing({ id: 'wa-location', make, state: null, location_id: 'perth', price: 25_000 }),
      // The car's own state wins over its location's.
      listing({ id: 'moved', make, state: 'WA', location_id: 'bris', price: 26_000 }),
      listing({ id: 'nowhere', make, state: null, price: 27_000 }),
    ])
    const qld = await listMarketComparables(db, criteria(make), { tenant, id: 'none' })
    expect(qld.map((c) => c.price).sort()).toEqual([21_000, 22_000, 23_000])
    const wa = await listMarketComparables(db, criteria(make, 'WA'), { tenant, id: 'none' })
    expect(wa.map((c) => c.price).sort()).toEqual([24_000, 25_000, 26_000])
  })

  it('only cars a shopper could buy: shown, in stock or coming soon, priced above 10', async () => {
    const { db } = ctx()
    const make = newMake()
    const tenant = newTenant()
    await upsertCars(db, tenant, [
      listing({ id: 'in-stock', make, state: 'QLD', price: 21_000 }),
      listing({ id: 'coming', make, state: 'QLD', status: 'coming_soon', price: 22_000 }),
      listing({ id: 'reserved', make, state: 'QLD', reserved: true, price: 23_000 }),
      listing({ id: 'sold', make, state: 'QLD', status: 'sold', sold_date: new Date().toISOString() }),
      listing({ id: 'hidden', make, state: 'QLD', show_on_dealer_website: false }),
      listing({ id: 'no-price', make, state: 'QLD', price: 10 }),
      listing({ id: 'zero', make, state: 'QLD', price: 0 }),
    ])
    const found = await listMarketComparables(db, criteria(make), { tenant, id: 'none' })
    expect(found.map((c) => c.price).sort()).toEqual([21_000, 22_000, 23_000])
  })

  it('reads at most the limit, and nothing for blank criteria', async () => {
    const { db } = ctx()
    const make = newMake()
    const tenant = newTenant()
    await upsertCars(
      db,
      tenant,
      Array.from({ length: 5 }, (_, i) => listing({ id: `c${i}`, make, state: 'QLD' })),
    )
    expect(await listMarketComparables(db, criteria(make), { tenant, id: 'none' }, 3)).toHaveLength(3)
    expect(await listMarketComparables(db, { ...criteria(make), state: ' ' }, { tenant, id: 'none' })).toEqual([])
    expect(await listMarketComparables(db, { ...criteria(make), model: '' }, { tenant, id: 'none' })).toEqual([])
  })

  it('is served by the make/model/year index', async () => {
    const { db, dialect } = ctx()
    const compiled = marketComparablesQuery(db, criteria('Toyota'), { tenant: 't', id: 'x' })!.compile()
    const plan = await db.connection().execute(async (conn) => {
      if (dialect === 'postgres') {
        // The test tables are tiny; without this PostgreSQL rightly prefers to read them whole.
        await sql`set enable_seqscan = off`.execute(conn)
        const result = await conn.executeQuery(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]))
        await sql`set enable_seqscan = on`.execute(conn)
        return JSON.stringify(result.rows)
      }
      const result = await conn.executeQuery(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      )
      return JSON.stringify(result.rows)
    })
    expect(plan).toContain('cars_market_idx')
  })
})
