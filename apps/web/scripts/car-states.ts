/**
 * The car page's states, and a demo car of each, picked from the database by its fields: for the
 * car-page screenshots (scripts/screenshots-car.ts) and the Lighthouse bench (bench/lighthouse).
 * A module, not a command.
 */
import path from 'node:path'
import type { Database } from '@dealer/db'
import { isElectric, isVisible, type Car } from '@dealer/domain'
import { loadTenants, type TenantConfig } from '@dealer/tenant'
import { openAppDatabase } from '../app/.server/app-database'
import { appPaths, repoRoot } from '../app/.server/paths'

export const CAR_STATES = ['available', 'sold', 'reserved', 'coming-soon', 'caravan', 'electric', 'spin'] as const
export type CarState = (typeof CAR_STATES)[number]

/** The fields a state is read from, as the cars table stores them. */
export interface CarRow {
  slug: string
  item_type: string
  status: string
  reserved: number
  fuel: string | null
  simple_fuel: string | null
  spin_images: string | null
  images: string
  sold_date: string | null
  show_on_dealer_website: number
}

const hasSpin = (car: CarRow) => car.spin_images != null && car.spin_images !== '[]'
const hasPhotos = (car: CarRow) => car.images !== '[]'
const inStock = (car: CarRow) => car.status === 'in_stock' && !car.reserved
const electric = (car: CarRow) => isElectric(car)

/**
 * What makes a car an example of each state. Each state but its own leaves the others out where
 * it can, so a screenshot shows one thing: the available car is a plain in-stock car (no spin,
 * not electric, not a caravan), the spin car is in stock and not reserved.
 */
export const STATE_TEST: Readonly<Record<CarState, (car: CarRow) => boolean>> = {
  available: (c) => inStock(c) && c.item_type === 'car' && !hasSpin(c) && !electric(c),
  sold: (c) => c.status === 'sold',
  reserved: (c) => c.status === 'in_stock' && c.reserved === 1,
  'coming-soon': (c) => c.status === 'coming_soon' && !c.reserved,
  caravan: (c) => inStock(c) && c.item_type === 'caravan' && !hasSpin(c),
  electric: (c) => inStock(c) && electric(c) && !hasSpin(c),
  spin: (c) => inStock(c) && hasSpin(c),
}

/** What a state needs, as the skip note says it: "the demo stock has no <need>". */
export const STATE_NEEDS: Readonly<Record<CarState, string>> = {
  available: 'in-stock, unreserved car (not a caravan) without a spin',
  sold: 'sold car still shown on the site',
  reserved: 'reserved car in stock',
  'coming-soon': 'coming-soon car',
  caravan: 'in-stock, unreserved caravan without a spin',
  electric: 'in-stock, unreserved electric car without a spin',
  spin: 'in-stock, unreserved car with a 360° spin',
}

/**
 * Up to `limit` slugs of the tenant's visible cars for each state, those with photos first, then
 * by slug (so a run picks the same cars from the same seed). Callers load each candidate and use
 * the first page that answers 200.
 */
export async function carStateCandidates(
  database: Database,
  tenant: Pick<TenantConfig, 'slug' | 'dealer'>,
  now: Date,
  limit = 5,
): Promise<Record<CarState, string[]>> {
  const rows: CarRow[] = await database.db
    .selectFrom('cars')
    .select([
      'slug',
      'item_type',
      'status',
      'reserved',
      'fuel',
      'simple_fuel',
      'spin_images',
      'images',
      'sold_date',
      'show_on_dealer_website',
    ])
    .where('tenant', '=', tenant.slug)
    .orderBy('slug')
    .execute()
  const visible = rows
    .filter((c) =>
      isVisible(
        {
          status: c.status as Car['status'],
          sold_date: c.sold_date,
          show_on_dealer_website: c.show_on_dealer_website === 1,
        },
        now,
        tenant.dealer.include_sold_cars_days,
      ),
    )
    .sort((a, b) => Number(hasPhotos(b)) - Number(hasPhotos(a)))
  const out = {} as Record<CarState, string[]>
  for (const state of CAR_STATES) {
    out[state] = visible
      .filter(STATE_TEST[state])
      .slice(0, limit)
      .map((c) => c.slug)
  }
  return out
}

/**
 * The demo database a running server reads: DATABASE_URL, else dealer.sqlite in DATA_DIR (a
 * relative DATA_DIR is taken from the repository root, as `npm run demo` and the benches use it).
 */
export function openDemoDatabase(env: NodeJS.ProcessEnv = process.env): Database {
  const root = repoRoot(import.meta.dirname)
  const dataDir = env.DATA_DIR ? path.resolve(root, env.DATA_DIR) : path.join(root, '.data')
  return openAppDatabase({ ...appPaths(env), dataDir }, env)
}

/** The dealers of the repository's tenants/ folder (TENANTS_DIR to use another). */
export function demoTenants(env: NodeJS.ProcessEnv = process.env): TenantConfig[] {
  return loadTenants(appPaths(env).tenantsDir)
}
