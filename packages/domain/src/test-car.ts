import { carSchema, type Car, type CarInput } from './car'

/** A valid car for unit tests; not exported from the package. */
export function makeCar(overrides: Partial<CarInput> = {}): Car {
  return carSchema.parse({
    id: 'car-1',
    slug: '2021-toyota-corolla-ascent-sport',
    name: '2021 Toyota Corolla Ascent Sport',
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    price: 28990,
    status: 'in_stock',
    car_type: 'used',
    created_at: '2024-05-01T00:00:00.000Z',
    stocknum: 'U1234',
    km: 45210,
    dealership_id: 'westside',
    dealership_slug: 'westside-car-co',
    ...overrides,
  })
}
