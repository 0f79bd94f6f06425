import { allCars, findCarById, listPriceChanges } from '@dealer/db'
import { describeEachDatabase } from '@dealer/db/testing'
import type { Car } from '@dealer/domain'
import { expect, it } from 'vitest'
import { EMPTY_FULL_FEED, importFeed, type FeedTenant } from './import-feed'
import { formatFeedReport, latestFeedReports } from './reports'

const now = new Date('2026-05-04T01:00:00.000Z')
const later = new Date('2026-05-06T01:00:00.000Z')

const tenantOf = (slug: string): FeedTenant => {
  const main = { id: `${slug}-main`, slug: 'main-yard', name: 'Main Yard', city: 'Geelong', state: 'VIC' }
  const south = { id: `${slug}-south`, slug: 'south-yard', name: 'South Yard', city: 'Torquay', state: 'VIC' }
  return { slug, defaultLocation: main, locations: [main, south] }
}

const HEADER =
  'StockNo,VIN,Rego,Make,Model,Badge,Year,Price,Kms,BodyType,Transmission,FuelType,Colour,Images,Comments,Status,Location'
const U1 =
  'U1,JTDBR32E720012345,ABC123,Toyota,Corolla,Ascent Sport,2019,"12,990",45000,Hatchback,Automatic,Petrol,White,https://cdn.example.com/u1/1.jpg|https://cdn.example.com/u1/2.jpg,"One owner, full history",In Stock,'
const U2 = 'U2,,,Mazda,CX-5,Maxx,2020,"$24,500",30000,SUV,Auto,Unleaded,Red,,,,South Yard'
const U3 = 'U3,,,Ford,Ranger,XLT,2018,39990,90000,Dual Cab Utility,Manual,Diesel,Blue,,,,'
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n'

describeEachDatabase('importFeed', (ctx) => {
  let n = 0
  const fresh = () => tenantOf(`dealer-${++n}`)
  const run = (tenant: FeedTenant, body: string, mode: 'full' | 'delta', at = now, format: 'csv' | 'xml' = 'csv') =>
    importFeed({ database: ctx().database, tenant, body, format, mode, source: 'command', now: at })
  const byStock = async (tenant: FeedTenant) =>
    new Map((await allCars(ctx().db, tenant.slug)).map((c): [string, Car] => [c.stocknum, c]))

  it('adds a good feed’s cars with ids and slugs like the demo’s, at their locations, and keeps the report', async () => {
    const tenant = fresh()
    const report = await run(tenant, csv(U1, U2, U3), 'full')
    expect(report).toMatchObject({
      status: 'applied',
      rows: 3,
      added: 3,
      updated: 0,
      sold: 0,
      skipped: 0,
      errorCount: 0,
    })
    expect(report.photosQueued).toBe(2)
    const cars = await byStock(tenant)
    const u1 = cars.get('U1')!
    expect(u1).toMatchObject({
      id: `d${tenant.slug.split('-')[1]}-u1`,
      name: '2019 Toyota Corolla Ascent Sport',
      make: 'Toyota',
      price: 12990,
      km: 45000,
      vin: 'JTDBR32E720012345',
      regplate: 'ABC123',
      body: 'Hatchback',
      simple_body: 'Hatch',
      simple_transmission: 'Automatic',
      simple_fuel: 'Petrol',
      dealercomments: 'One owner, full history',
      status: 'in_stock',
      car_type: 'used',
      sold_date: null,
      images: [],
      location_id: `${tenant.slug}-main`,
      city: 'Geelong',
      dealership_slug: tenant.slug,
      created_at: now.toISOString(),
    })
    expect(u1.slug).toMatch(/^2019-toyota-corolla-ascent-sport-[a-km-z2-9]{6}$/)
    expect(cars.get('U2')).toMatchObject({
      price: 24500,
      location_id: `${tenant.slug}-south`,
      city: 'Torquay',
      simple_body: 'SUV',
    })
    expect(cars.get('U3')).toMatchObject({ simple_body: 'Ute', simple_transmission: 'Manual', simple_fuel: 'Diesel' })
    const [kept] = await latestFeedReports(ctx().database, tenant.slug)
    expect(kept).toMatchObject({ id: report.id, added: 3, photosQueued: 2 })
    expect(kept!.photos).toMatchObject({ fetched: 0, waiting: 2, failed: 0 })
  })

  it('reports each bad row with its line, field and reason, and applies the rest', async () => {
    const tenant = fresh()
    const report = await run(
      tenant,
      csv(
        U1,
        'U4,,,Kia,Rio,S,19xx,9990,10,,,,,,,,',
        'U5,,,,Rio,S,2020,9990,10,,,,,,,,',
        'U6,,,Kia,Rio,S,2020,cheap,10,,,,,,,,',
        'U1,,,Kia,Rio,S,2020,9990,10,,,,,,,,',
        'U7,,,Kia,Rio,S,2020,9990,10,,,,,,,Sold out?,Narnia',
        'U8,BADVIN,,Kia,Rio,S,2020,9990,10,,,,,,,,',
        'U9,,,Kia,Rio,S,2020,9990,10,,,,,,,,',
      ),
      'delta',
    )
    expect(report.errors).toEqual([
      { line: 3, field: 'Year', reason: '"19xx" is not a year from 1900 to 2028' },
      { line: 4, field: 'Make', reason: 'the make is required' },
      { line: 5, field: 'Price', reason: '"cheap" is not a price (write it like 12990 or "$12,990")' },
      { line: 6, field: 'StockNo', reason: 'stock number U1 is also on line 2' },
      { line: 7, field: 'Status', reason: '"Sold out?" is not a status (in stock, coming soon or sold)' },
      { line: 7, field: 'Location', reason: 'no location of this dealer is called "Narnia"' },
      { line: 8, field: 'VIN', reason: 'a VIN has 17 letters and digits ("BADVIN" has 6)' },
    ])
    expect(report).toMatchObject({ added: 2, skipped: 6, errorCount: 7 })
    expect([...(await byStock(tenant)).keys()].sort()).toEqual(['U1', 'U9'])
  })

  it('applies a row with more than 100 photo URLs with the first 100, and notes the rest in the kept report', async () => {
    const tenant = fresh()
    const many = Array.from({ length: 150 }, (_, i) => `https://cdn.example.com/u9/${i + 1}.jpg`).join('|')
    const report = await run(tenant, csv(U2, `U9,,,Kia,Rio,S,2020,9990,10,,,,,${many},,,`), 'delta')
    const note = {
      line: 3,
      field: 'Images',
      reason: '150 photo URLs, the first 100 kept (a car has at most 100 photos)',
    }
    expect(report).toMatchObject({
      ...{ added: 2, skipped: 0, errorCount: 0, errors: [], notes: [note], noteCount: 1, photosQueued: 100 },
    })
    const [kept] = await latestFeedReports(ctx().database, tenant.slug)
    expect(kept).toMatchObject({ notes: [note], noteCount: 1 })
    expect(formatFeedReport(kept!)).toContain(
      '  1 note (rows applied, with something left out):\n    line 3, Images: 150 photo URLs, the first 100 kept',
    )
    // The same row again changes nothing, and says so again.
    expect(await run(tenant, csv(`U9,,,Kia,Rio,S,2020,9990,10,,,,,${many},,,`), 'delta')).toMatchObject({
      unchanged: 1,
      notes: [{ ...note, line: 2 }],
    })
  })

  it('a full feed marks the dealer’s cars missing from it sold today; a delta feed leaves them', async () => {
    const tenant = fresh()
    const other = fresh()
    await run(tenant, csv(U1, U2, U3), 'full')
    await run(other, csv(U1, U2, U3), 'full')
    const delta = await run(tenant, csv(U1), 'delta', later)
    expect(delta).toMatchObject({ sold: 0, unchanged: 1 })
    expect([...(await byStock(tenant)).values()].every((c) => c.status === 'in_stock')).toBe(true)

    // U2 is listed but its row is bad: it is skipped, not taken for missing.
    const full = await run(tenant, csv(U1, U2.replace('2020', 'soon')), 'full', later)
    expect(full).toMatchObject({ sold: 1, skipped: 1, unchanged: 1 })
    const cars = await byStock(tenant)
    expect(cars.get('U3')).toMatchObject({ status: 'sold', sold_date: later.toISOString() })
    expect(cars.get('U2')!.status).toBe('in_stock')
    // Another dealer's stock is untouched.
    expect([...(await byStock(other)).values()].every((c) => c.status === 'in_stock')).toBe(true)

    // Back in a later feed, it is in stock again with no sold date.
    const back = await run(tenant, csv(U1, U2, U3), 'full', later)
    expect(back).toMatchObject({ updated: 1, sold: 0 })
    expect((await byStock(tenant)).get('U3')).toMatchObject({ status: 'in_stock', sold_date: null })
  })

  it('a car listed as sold keeps the feed’s sold date, or gets today’s', async () => {
    const tenant = fresh()
    await run(tenant, csv(U1, U2), 'full')
    const report = await run(
      tenant,
      'StockNo,Make,Model,Year,Status,SoldDate\nU1,Toyota,Corolla,2019,Sold,02/05/2026\nU2,Mazda,CX-5,2020,Sold,\n',
      'delta',
      later,
    )
    expect(report.sold).toBe(2)
    const cars = await byStock(tenant)
    expect(cars.get('U1')!.sold_date).toBe('2026-05-02')
    expect(cars.get('U2')!.sold_date).toBe(later.toISOString())
  })

  it('a car listed as sold on a date to come counts as sold at the import’s time, with a note', async () => {
    const tenant = fresh()
    const report = await run(
      tenant,
      'StockNo,Make,Model,Year,Status,SoldDate\nU1,Toyota,Corolla,2019,Sold,31/12/2030\n',
      'delta',
      later,
    )
    expect(report).toMatchObject({
      status: 'applied',
      added: 1,
      sold: 1,
      errorCount: 0,
      noteCount: 1,
      notes: [{ line: 2, field: 'SoldDate', reason: '31/12/2030 is after today; the car counts as sold today' }],
    })
    expect((await byStock(tenant)).get('U1')!.sold_date).toBe(later.toISOString())
    const [kept] = await latestFeedReports(ctx().database, tenant.slug)
    expect(kept!.notes).toEqual(report.notes)
  })

  it('records a price change, and an unchanged feed changes nothing', async () => {
    const tenant = fresh()
    await run(tenant, csv(U1, U2), 'full')
    const again = await run(tenant, csv(U1, U2), 'full', later)
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 2, priceChanges: 0 })
    const cheaper = await run(tenant, csv(U1.replace('"12,990"', '11990')), 'delta', later)
    expect(cheaper).toMatchObject({ updated: 1, priceChanges: 1 })
    const u1 = (await byStock(tenant)).get('U1')!
    expect(u1.price).toBe(11990)
    expect(await listPriceChanges(ctx().db, tenant.slug, u1.id)).toEqual([
      { carId: u1.id, oldPrice: 12990, newPrice: 11990, changedAt: later.toISOString(), importId: cheaper.id },
    ])
  })

  it('keeps what the feed does not carry and the car’s id and slug on an update', async () => {
    const tenant = fresh()
    await run(tenant, csv(U1), 'full')
    const before = (await byStock(tenant)).get('U1')!
    await run(tenant, 'StockNo,Make,Model,Year,Kms\nu1,Toyota,Corolla,2019,46000\n', 'delta', later)
    const after = (await findCarById(ctx().db, tenant.slug, before.id))!
    expect(after).toMatchObject({
      slug: before.slug,
      km: 46000,
      colour: 'White',
      price: 12990,
      created_at: now.toISOString(),
    })
  })

  it('refuses a full feed with no valid cars, and keeps a feed it cannot read as rejected', async () => {
    const tenant = fresh()
    await run(tenant, csv(U1), 'full')
    const empty = await run(tenant, csv('U9,,,,,,,,,,,,,,,,'), 'full', later)
    expect(empty).toMatchObject({ status: 'rejected', message: EMPTY_FULL_FEED, errorCount: 3 })
    expect((await byStock(tenant)).get('U1')!.status).toBe('in_stock')
    const garbage = await run(tenant, '<Stock><Vehicle></Stock>', 'full', later, 'xml')
    expect(garbage.status).toBe('rejected')
    expect(garbage.message).toMatch(/^Not a well-formed XML feed \(line 1\)/)
    const reports = await latestFeedReports(ctx().database, tenant.slug)
    expect(reports.map((r) => r.status)).toEqual(['rejected', 'rejected', 'applied'])
  })

  it('imports an XML feed like a CSV one', async () => {
    const tenant = fresh()
    const report = await run(
      tenant,
      `<Vehicles>
  <Vehicle StockNo="X1" Make="Toyota" Model="HiLux" Year="2019" Condition="Demo">
    <DriveAwayPrice>34,990</DriveAwayPrice>
    <Odometer>12000</Odometer>
    <Photos><Photo>https://cdn.example.com/x1/1.jpg</Photo><Photo>file:///etc/passwd</Photo></Photos>
  </Vehicle>
</Vehicles>`,
      'full',
      now,
      'xml',
    )
    expect(report).toMatchObject({ status: 'applied', added: 1, photosQueued: 1 })
    expect((await byStock(tenant)).get('X1')).toMatchObject({
      price: 34990,
      price_type: 'drive_away',
      car_type: 'demo',
      km: 12000,
    })
    const [kept] = await latestFeedReports(ctx().database, tenant.slug)
    expect(kept!.photos.problems).toEqual([
      {
        line: 2,
        stocknum: 'X1',
        url: 'file:///etc/passwd',
        reason: 'only http and https photo URLs are fetched (this is file:)',
      },
    ])
  })
})
