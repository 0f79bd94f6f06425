import { fileURLToPath } from 'node:url'
import { carSchema, isVisible, reviewSchema, vehicleModelSchema, type Car } from '@dealer/domain'
import { loadTenants, type TenantConfig } from '@dealer/tenant'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { generateDemoData, type DemoData } from './generate'
import { demoImageFiles } from './images/render'
import { SPIN_SETS } from './images/spin'
import { walkaroundUrl } from './media/walkaround'

const TENANTS_DIR = fileURLToPath(new URL('../../../tenants', import.meta.url))
const NOW = new Date('2026-11-22T01:30:00.000Z')
const DAY = 86_400_000

const tenants = loadTenants(TENANTS_DIR)
const bySlug = (slug: string): TenantConfig => {
  const t = tenants.find((x) => x.slug === slug)
  if (!t) throw new Error(`tenant ${slug} missing`)
  return t
}
const data = new Map<string, DemoData>(tenants.map((t) => [t.slug, generateDemoData(t, { now: NOW })]))
const allCars: Car[] = [...data.values()].flatMap((d) => d.cars)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('determinism', () => {
  it('gives byte-identical output for the same tenant and now', () => {
    for (const t of tenants) {
      const a = JSON.stringify(generateDemoData(t, { now: NOW }))
      const b = JSON.stringify(generateDemoData(structuredClone(t), { now: new Date(NOW.getTime()) }))
      expect(a).toBe(b)
    }
  })

  it('never reads the clock or Math.random while generating', () => {
    const random = vi.spyOn(Math, 'random')
    const dateNow = vi.spyOn(Date, 'now')
    for (const t of tenants) generateDemoData(t, { now: NOW })
    expect(random).not.toHaveBeenCalled()
    expect(dateNow).not.toHaveBeenCalled()
  })

  it('changes with the seed', () => {
    const t = bySlug('westside-car-co')
    const other = { ...t, demo: { ...t.demo!, seed: t.demo!.seed + 1 } }
    expect(generateDemoData(other, { now: NOW }).cars[0]!.slug).not.toBe(data.get(t.slug)!.cars[0]!.slug)
  })

  it('returns nothing for a tenant without a demo block', () => {
    const { demo: _demo, ...rest } = bySlug('westside-car-co')
    expect(generateDemoData(rest as TenantConfig, { now: NOW })).toEqual({ cars: [], models: [], reviews: [] })
  })
})

describe('cars', () => {
  it('makes at least 1,500 cars across the demo tenants, as many as each config asks for', () => {
    expect(allCars.length).toBeGreaterThanOrEqual(1500)
    for (const t of tenants) expect(data.get(t.slug)!.cars).toHaveLength(t.demo!.cars)
  })

  it('makes cars that pass carSchema unchanged', () => {
    for (const car of allCars) expect(carSchema.parse(car)).toEqual(car)
  })

  it('gives each car 4 to 12 photos from the rendered set, thumbs at the same path', () => {
    const files = new Set(demoImageFiles())
    for (const car of allCars) {
      expect(car.images.length).toBeGreaterThanOrEqual(4)
      expect(car.images.length).toBeLessThanOrEqual(12)
      expect(new Set(car.images.map((i) => i.url)).size).toBe(car.images.length)
      for (const img of car.images) {
        expect(img.url).toMatch(/^\/images\/demo\/[a-z0-9-]+\.jpg$/)
        expect(img.thumb.url).toBe(img.url)
        expect(files.has(img.url.replace('/images/demo/', ''))).toBe(true)
      }
    }
  })

  it('points a history report at its own file in its dealer’s folder, and a video at a drawn walkaround', () => {
    const walkarounds = new Set(SPIN_SETS.map(([shape, paint]) => walkaroundUrl(shape, paint)))
    for (const t of tenants) {
      for (const car of data.get(t.slug)!.cars) {
        if (car.file !== null) expect(car.file).toBe(`/documents/${t.slug}/${car.slug}-history-report.pdf`)
        if (car.video_url !== null) expect(walkarounds.has(car.video_url)).toBe(true)
      }
    }
    // A walkaround shows the car's own body: an SUV's video is an SUV turning.
    for (const car of allCars.filter((c) => c.video_url?.includes('-suv-'))) expect(car.simple_body).toBe('SUV')
  })

  it('uses unique, URL-safe slugs and unique ids per tenant', () => {
    for (const d of data.values()) {
      const slugs = d.cars.map((c) => c.slug)
      expect(new Set(slugs).size).toBe(slugs.length)
      expect(new Set(d.cars.map((c) => c.id)).size).toBe(d.cars.length)
      expect(new Set(d.cars.map((c) => c.stocknum)).size).toBe(d.cars.length)
      for (const s of slugs) expect(s).toMatch(/^\d{4}-[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })

  it('places cars at the tenant’s sales or used locations', () => {
    for (const t of tenants) {
      const selling = new Map(
        t.locations.filter((l) => l.location_type === 'sales' || l.location_type === 'used').map((l) => [l.id, l]),
      )
      for (const car of data.get(t.slug)!.cars) {
        expect(car.dealership_id).toBe(t.slug)
        expect(car.dealership_slug).toBe(t.slug)
        const loc = selling.get(car.location_id ?? '')
        expect(loc).toBeDefined()
        expect(car.city).toBe(loc!.address.city)
        expect(car.state).toBe(loc!.address.state)
      }
    }
  })

  it('keeps kilometres, years and prices plausible per car type', () => {
    const year = NOW.getUTCFullYear()
    for (const car of allCars) {
      expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
      expect(car.price).toBeGreaterThan(0)
      if (car.car_type === 'new') {
        expect(car.km).toBeLessThan(50)
        expect(car.year).toBeGreaterThanOrEqual(year - 1)
        expect(car.regplate).toBeNull()
      } else if (car.car_type === 'demo') {
        expect(car.km).toBeGreaterThanOrEqual(1000)
        expect(car.km).toBeLessThanOrEqual(15000)
      } else {
        expect(car.year).toBeGreaterThanOrEqual(2008)
        expect(car.year).toBeLessThanOrEqual(2025)
        expect(car.regplate).not.toBeNull()
        if (car.item_type === 'car') {
          expect(car.km).toBeGreaterThan(1000)
          expect(car.autograb_data).not.toBeNull()
        }
      }
    }
    // prices fall with age: the average used price of older cars is lower
    const used = allCars.filter((c) => c.car_type === 'used' && c.item_type === 'car')
    const avg = (cs: Car[]) => cs.reduce((s, c) => s + c.price, 0) / cs.length
    expect(avg(used.filter((c) => c.year <= 2014))).toBeLessThan(avg(used.filter((c) => c.year >= 2021)))
  })

  it('covers every status and feature branch', () => {
    const has = (f: (c: Car) => boolean) => allCars.some(f)
    expect(has((c) => c.status === 'in_stock' && !c.reserved)).toBe(true)
    expect(has((c) => c.status === 'coming_soon')).toBe(true)
    expect(has((c) => c.status === 'sold' && isVisible(c, NOW))).toBe(true)
    expect(has((c) => c.status === 'sold' && c.sold_date !== null && !isVisible(c, NOW))).toBe(true)
    expect(has((c) => c.reserved)).toBe(true)
    expect(has((c) => c.tag === 'Runout Sale')).toBe(true)
    expect(has((c) => c.tag === 'Hot Deal')).toBe(true)
    expect(has((c) => c.tag === 'Just Arrived')).toBe(true)
    expect(has((c) => c.certified && c.car_type === 'used')).toBe(true)
    expect(has((c) => c.item_type === 'caravan' && c.caravan !== null && c.caravan.sleeps !== null)).toBe(true)
    expect(has((c) => c.simple_fuel === 'Electric')).toBe(true)
    expect(has((c) => c.simple_fuel === 'Plug-in Hybrid')).toBe(true)
    expect(has((c) => c.simple_transmission === 'Manual')).toBe(true)
    expect(has((c) => Object.keys(c.finance_lenders).length > 0)).toBe(true)
    expect(has((c) => Object.keys(c.finance_lenders).length === 0)).toBe(true)
    expect(has((c) => c.file !== null)).toBe(true)
    expect(has((c) => c.file === null)).toBe(true)
    expect(has((c) => c.video_url !== null)).toBe(true)
    expect(has((c) => !c.show_on_dealer_website)).toBe(true)
    expect(has((c) => c.dealercomments === null)).toBe(true)
    expect(has((c) => (c.dealercomments?.length ?? 0) > 400)).toBe(true)
    expect(has((c) => c.dealercomments?.startsWith('<p>') ?? false)).toBe(true)
    expect(has((c) => c.series === 'duo' || c.series === 'city' || c.series === 'sport')).toBe(true)
    expect(has((c) => NOW.getTime() - Date.parse(c.created_at) <= 8 * DAY)).toBe(true)
    for (const body of [
      'Sedan',
      'Hatch',
      'SUV',
      'Ute',
      'Wagon',
      'Van',
      'Coupe',
      'People Mover',
      'Caravan',
      'Pop Top',
      'Camper Trailer',
    ]) {
      expect(has((c) => c.simple_body === body)).toBe(true)
    }
  })

  it('keeps dates consistent with now', () => {
    for (const car of allCars) {
      const created = Date.parse(car.created_at)
      expect(created).toBeLessThanOrEqual(NOW.getTime())
      expect(NOW.getTime() - created).toBeLessThanOrEqual(200 * DAY)
      if (car.status === 'sold') {
        const sold = Date.parse(car.sold_date!)
        expect(NOW.getTime() - sold).toBeGreaterThanOrEqual(1 * DAY - 1000)
        expect(NOW.getTime() - sold).toBeLessThanOrEqual(6 * DAY + 1000)
        expect(created).toBeLessThan(sold)
      } else expect(car.sold_date).toBeNull()
    }
  })

  it('stocks the dealers differently', () => {
    const group = data.get('harbour-city-motor-group')!.cars
    const used = data.get('westside-car-co')!.cars
    const vans = data.get('sunset-caravans')!.cars
    expect(new Set(group.map((c) => c.car_type))).toEqual(new Set(['new', 'demo', 'used']))
    for (const c of group.filter((x) => x.car_type !== 'used'))
      expect(['Toyota', 'Mazda', 'Hyundai', 'Kia']).toContain(c.make)
    expect(used.every((c) => c.car_type === 'used' && c.item_type === 'car')).toBe(true)
    expect(new Set(used.map((c) => c.make)).size).toBeGreaterThan(15)
    expect(vans.every((c) => c.item_type === 'caravan' && c.car_type !== 'demo')).toBe(true)
  })
})

describe('models and reviews', () => {
  it('gives the franchise group models with variants and colours', () => {
    const models = data.get('harbour-city-motor-group')!.models
    expect(models.length).toBeGreaterThan(20)
    expect(new Set(models.map((m) => m.make))).toEqual(new Set(['Toyota', 'Mazda', 'Hyundai', 'Kia']))
    expect(new Set(models.map((m) => m.slug)).size).toBe(models.length)
    for (const m of models) {
      expect(vehicleModelSchema.parse(m)).toEqual(m)
      expect(m.model_variants.length).toBeGreaterThan(0)
      expect(m.colours.length).toBeGreaterThan(0)
      for (const v of m.model_variants) {
        expect(v.dap_min_price).not.toBeNull()
        expect(v.dap_max_price!).toBeGreaterThanOrEqual(v.dap_min_price!)
        expect(v.features.length).toBeGreaterThan(0)
      }
      for (const c of m.colours) expect(c.hexCode).toMatch(/^#[0-9a-f]{6}$/)
    }
    // the colour viewer's second selector needs more than 15 colours in 3+ groups somewhere
    expect(
      models.some((m) => m.colours.length > 15 && new Set(m.colours.map((c) => c.model_variant_name)).size >= 3),
    ).toBe(true)
    expect(models.some((m) => m.status === 'coming_soon')).toBe(true)
  })

  it('gives model pages every branch of the variants section and the colour viewer', () => {
    const models = data.get('harbour-city-motor-group')!.models
    const variants = (slug: string) => models.find((m) => m.slug === slug)!.model_variants.length
    // '{model} Features' (1), a grid (2), a carousel (3) and one with arrows (4+).
    expect([variants('hyundai-staria-load'), variants('toyota-yaris-cross'), variants('toyota-corolla')]).toEqual([
      1, 2, 3,
    ])
    expect(variants('toyota-hilux')).toBeGreaterThanOrEqual(4)
    const hilux = models.find((m) => m.slug === 'toyota-hilux')!
    expect(new Set(hilux.colours.map((c) => c.model_variant_name)).size).toBeGreaterThanOrEqual(3)
    expect(hilux.colours.length).toBeGreaterThan(15)
    // Features past the first 8 for 'View more', and exactly 8 for none.
    expect(hilux.model_variants.some((v) => v.features.length > 8)).toBe(true)
    expect(hilux.model_variants.some((v) => v.features.length === 8)).toBe(true)
    // Every variant and colour has a drawn picture.
    for (const m of models) {
      for (const v of m.model_variants) expect(v.image_url).toMatch(/^\/images\/demo\//)
      for (const c of m.colours) expect(c.photo_url).toMatch(/^\/images\/demo\//)
    }
  })

  it('gives the used-only dealer no models and the caravan dealer caravan models', () => {
    expect(data.get('westside-car-co')!.models).toEqual([])
    const vans = data.get('sunset-caravans')!.models
    expect(vans.length).toBeGreaterThan(5)
    expect(vans.every((m) => ['Caravan', 'Pop Top', 'Camper Trailer'].includes(m.body ?? ''))).toBe(true)
  })

  it('writes the group’s 476 reviews averaging about 4.2, fewer for the others', () => {
    const group = data.get('harbour-city-motor-group')!.reviews
    expect(group).toHaveLength(476)
    const avg = group.reduce((s, r) => s + r.rating, 0) / group.length
    expect(avg).toBeGreaterThan(4.1)
    expect(avg).toBeLessThan(4.3)
    for (const t of tenants) {
      const reviews = data.get(t.slug)!.reviews
      expect(reviews.length).toBeGreaterThan(0)
      expect(reviews.length).toBeLessThanOrEqual(476)
      const ids = new Set(t.locations.map((l) => l.id))
      for (const r of reviews) {
        expect(reviewSchema.parse(r)).toEqual(r)
        expect(ids.has(r.location_id!)).toBe(true)
        const age = NOW.getTime() - Date.parse(r.review_date)
        expect(age).toBeGreaterThanOrEqual(-DAY)
        expect(age).toBeLessThanOrEqual(731 * DAY)
        expect([1, 2, 3, 4, 5]).toContain(r.rating)
      }
      expect(reviews.some((r) => r.text === null)).toBe(true)
    }
  })
})
