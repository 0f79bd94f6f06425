import type { AppLoadContext } from '@remix-run/node'
import { makeCar } from '@dealer/db/testing'
import { describe, expect, it } from 'vitest'
import { watchlistPage } from './watchlist-page'

const now = new Date('2026-11-20T02:00:00Z')

/** Just what the watchlist page reads: the tenant, the clock and the shopper's saved cars. */
function contextWith(cars: ReturnType<typeof makeCar>[], features: { caravans?: boolean } = {}): AppLoadContext {
  return {
    tenant: { slug: 'westside-car-co', dealer: { include_sold_cars_days: 3 }, features },
    services: {
      now: () => now,
      accounts: { watchlist: { list: async () => cars.map((car) => ({ carId: car.id, car })) } },
    },
  } as unknown as AppLoadContext
}

describe('watchlistPage', () => {
  it('says which saved cars are sold and which are reserved, and no more', async () => {
    const page = await watchlistPage(
      contextWith([
        makeCar({ id: 'free', slug: 'free', status: 'in_stock', reserved: false, price: 20_000 }),
        makeCar({ id: 'held', slug: 'held', status: 'in_stock', reserved: true, price: 21_000 }),
        makeCar({ id: 'gone', slug: 'gone', status: 'sold', reserved: true, sold_date: '2026-11-19', price: 22_000 }),
      ]),
      '0412345678',
    )
    expect(page.items.map(({ carId, sold, reserved }) => ({ carId, sold, reserved }))).toEqual([
      { carId: 'free', sold: false, reserved: false },
      { carId: 'held', sold: false, reserved: true },
      { carId: 'gone', sold: true, reserved: false },
    ])
  })

  it('names the dealer’s stock for a saved one deleted since: a caravan on a caravan dealer’s site', async () => {
    const deleted = (features: { caravans?: boolean }) => ({
      ...contextWith([], features),
      services: {
        now: () => now,
        accounts: { watchlist: { list: async () => [{ carId: 'deleted', car: null }] } },
      },
    })
    const caravans = await watchlistPage(deleted({ caravans: true }) as unknown as AppLoadContext, '0412345678')
    expect(caravans.noun).toEqual({ one: 'caravan', many: 'caravans' })
    expect(caravans.items[0]).toMatchObject({ carId: 'deleted', name: 'A caravan no longer listed', href: null })
    const cars = await watchlistPage(deleted({}) as unknown as AppLoadContext, '0412345678')
    expect(cars.items[0]?.name).toBe('A car no longer listed')
  })
})
