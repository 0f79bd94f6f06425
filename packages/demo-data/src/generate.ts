import type { Car, Review, VehicleModel } from '@dealer/domain'
import type { TenantConfig } from '@dealer/tenant'
import { generateCars } from './cars'
import { generateModels } from './models'
import { generateReviews } from './reviews'
import { createRng, hashString } from './rng'

export interface DemoData {
  cars: Car[]
  models: VehicleModel[]
  reviews: Review[]
}

export interface GenerateOptions {
  /** The moment the data is generated for: ages, sold dates and review dates are relative to it. */
  now: Date
}

/**
 * Deterministic demo data for one tenant: the same tenant config and `now` always give
 * byte-identical output (seeded PRNG; no clock or Math.random inside).
 */
export function generateDemoData(tenant: TenantConfig, options: GenerateOptions): DemoData {
  if (!tenant.demo) return { cars: [], models: [], reviews: [] }
  const seed = (hashString(tenant.slug) ^ Math.imul(tenant.demo.seed, 0x9e3779b1)) >>> 0
  const root = createRng(seed)
  const cars = generateCars(root.fork('cars'), tenant, options.now)
  const models = generateModels(root.fork('models'), tenant)
  const reviews = generateReviews(root.fork('reviews'), tenant, options.now)
  return { cars, models, reviews }
}
