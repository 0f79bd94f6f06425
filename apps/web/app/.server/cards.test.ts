import path from 'node:path'
import { makeCar } from '@dealer/db/testing'
import { toSearchDoc } from '@dealer/search'
import { loadTenants } from '@dealer/tenant'
import { describe, expect, it } from 'vitest'
import { carCards, isStableCard } from './cards'
import { docContext } from './search'

const tenant = loadTenants(path.resolve(import.meta.dirname, '../../../../tenants'))[0]!
const created = '2026-11-01T00:00:00.000Z'
const hit = toSearchDoc(makeCar({ id: 'c1', created_at: created, price: 30_000 }))
const day = 86_400_000

describe('cards of search hits', () => {
  it('draws a hit once: the same card object serves every page until the hit is replaced', () => {
    const now = new Date(Date.parse(created) + 20 * day)
    const [first] = carCards([hit], tenant, now)
    const [again] = carCards([hit], tenant, new Date(now.getTime() + 1000))
    expect(again).toBe(first)
    expect(isStableCard(first!)).toBe(true)
    // A price change is a new hit object in the index: a new card with the new price.
    const repriced = toSearchDoc(makeCar({ id: 'c1', created_at: created, price: 25_000 }))
    const [fresh] = carCards([repriced], tenant, now)
    expect(fresh).not.toBe(first)
    expect(fresh!.price).toBe('$25,000')
    expect(first!.price).toBe('$30,000')
  })

  it('redraws a hit when the clock passes its NEW tag cut-off', () => {
    const doc = toSearchDoc(makeCar({ id: 'c2', created_at: created }))
    const [young] = carCards([doc], tenant, new Date(Date.parse(created) + day))
    const [old] = carCards([doc], tenant, new Date(Date.parse(created) + 30 * day))
    expect(young!.tag?.kind).toBe('new')
    expect(old!.tag).toBeNull()
    const [youngAgain] = carCards([doc], tenant, new Date(Date.parse(created) + 2 * day))
    expect(youngAgain!.tag?.kind).toBe('new')
  })

  it("keeps a stored car's card as a fresh object (its data is read per request)", () => {
    const car = makeCar({ id: 'c3' })
    const [a] = carCards([car], tenant, new Date())
    const [b] = carCards([car], tenant, new Date())
    expect(a).toEqual(b)
    expect(a).not.toBe(b)
    expect(isStableCard(a!)).toBe(false)
  })
})

describe('the weekly figure on a card', () => {
  const now = new Date('2026-11-20T02:00:00Z')

  it('is the one the car’s page leads with (its finance basis), never the feed’s own weekly_price', async () => {
    const { financeView } = await import('./car-page')
    const car = makeCar({ id: 'w1', price: 38_990, status: 'in_stock', reserved: false, weekly_price: 190 })
    const page = financeView({ tenant, services: { now: () => now } } as never, car, new URL('http://x/cars/w1'), null)
    expect(page?.teaser.label).toMatch(/^\$\d+$/)
    expect(page!.teaser.label).not.toBe('$190')
    const fromRow = carCards([car], tenant, now)[0]!
    const fromHit = carCards([toSearchDoc(car, docContext(tenant, now))], tenant, now)[0]!
    expect(fromRow.weekly).toBe(`${page!.teaser.label}/wk`)
    expect(fromHit.weekly).toBe(`${page!.teaser.label}/wk`)
  })

  it('is left off a car its page shows no finance for (sold, reserved), whatever the feed says', () => {
    const sold = makeCar({ id: 'w2', price: 38_990, status: 'sold', weekly_price: 190 })
    const held = makeCar({ id: 'w3', price: 38_990, status: 'in_stock', reserved: true, weekly_price: 190 })
    for (const car of [sold, held]) {
      expect(carCards([car], tenant, now)[0]!.weekly).toBeNull()
      expect(carCards([toSearchDoc(car, docContext(tenant, now))], tenant, now)[0]!.weekly).toBeNull()
    }
  })
})
