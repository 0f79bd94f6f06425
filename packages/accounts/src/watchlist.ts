import {
  findCarById,
  listWatchlist,
  removeWatchlistCar,
  saveWatchlistCar,
  type Database,
  type WatchlistEntry,
} from '@dealer/db'
import { isAvailable, WATCHLIST_TEXT, type Car } from '@dealer/domain'

/** The watchlist's words live in domain (the browser shows them too); re-exported here. */
export { WATCHLIST_TEXT }

export type WatchlistChange =
  | { readonly ok: true; readonly car: Car }
  | { readonly ok: false; readonly status: 404 | 409; readonly message: string }

/**
 * A signed-in shopper's watchlist on one dealer's site. Every read and write is by tenant and
 * phone; a car id of another dealer is simply not found.
 */
export function createWatchlist(database: Database) {
  const { db } = database
  return {
    async save(tenant: string, phone: string, carId: string, now: Date): Promise<WatchlistChange> {
      const car = await findCarById(db, tenant, carId)
      if (!car || !car.show_on_dealer_website) return { ok: false, status: 404, message: WATCHLIST_TEXT.notFound }
      const saved = (await listWatchlist(db, tenant, phone)).some((e) => e.carId === car.id)
      // A sold car shows no save button unless it is already saved; saving it again changes nothing.
      if (!isAvailable(car) && !saved) return { ok: false, status: 409, message: WATCHLIST_TEXT.sold }
      await saveWatchlistCar(db, tenant, phone, car.id, car.price > 0 ? car.price : null, now.toISOString())
      return { ok: true, car }
    },

    async remove(tenant: string, phone: string, carId: string): Promise<WatchlistChange> {
      const car = await findCarById(db, tenant, carId)
      if (!car) {
        // Still take it off the list: the dealer may have removed the car since.
        await removeWatchlistCar(db, tenant, phone, carId)
        return { ok: false, status: 404, message: WATCHLIST_TEXT.notFound }
      }
      await removeWatchlistCar(db, tenant, phone, car.id)
      return { ok: true, car }
    },

    /** Saved cars with the car itself where the dealer still has it, newest first. */
    async list(tenant: string, phone: string): Promise<(WatchlistEntry & { car: Car | null })[]> {
      const entries = await listWatchlist(db, tenant, phone)
      return Promise.all(entries.map(async (e) => ({ ...e, car: (await findCarById(db, tenant, e.carId)) ?? null })))
    },

    async ids(tenant: string, phone: string): Promise<string[]> {
      return (await listWatchlist(db, tenant, phone)).map((e) => e.carId)
    },
  }
}
export type Watchlist = ReturnType<typeof createWatchlist>
