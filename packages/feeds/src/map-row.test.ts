import { describe, expect, it } from 'vitest'
import { isoDate, mapRow, MAX_PHOTOS_PER_CAR, splitPhotos } from './map-row'
import { parseFeed } from './parse'

const now = new Date('2026-05-04T00:00:00.000Z')
const locations = [{ id: 'loc-1', slug: 'bentley', name: 'Westside Bentley', city: 'Bentley', state: 'WA' }]
const one = (header: string, row: string) => {
  const [parsed] = parseFeed(`StockNo,Make,Model,Year,${header}\nU1,Kia,Rio,2020,${row}\n`, 'csv').rows
  return mapRow(parsed!, { now, locations })
}

describe('mapRow', () => {
  it('reads prices, kilometres, engine sizes, dates and words the way dealers write them', () => {
    const { row, errors } = one(
      'Price,Kms,EngineSize,RegoExpiry,BuildDate,Status,Condition,Transmission,FuelType,Drive,Location',
      '"$12,990.50",45210 km,2.0L,31/03/2027,2019-11,Coming Soon,Demonstrator,7 Speed DCT,Hybrid,4x4,westside bentley',
    )
    expect(errors).toEqual([])
    expect(row!.fields).toMatchObject({
      price: 12990.5,
      km: 45210,
      engine_size: 2000,
      rego_expiry: '2027-03-31',
      build_date: '11/2019',
      status: 'coming_soon',
      car_type: 'demo',
      simple_transmission: 'Automatic',
      simple_fuel: 'Hybrid',
      simple_drive: '4WD',
      location_id: 'loc-1',
      city: 'Bentley',
      state: 'WA',
    })
  })

  it('reads a car type the way makers and dealers label it: certified pre-owned and approved used are used', () => {
    const type = (word: string) => one('Condition', word).row?.fields.car_type
    expect(type('Certified Pre-Owned')).toBe('used')
    expect(type('CPO')).toBe('used')
    expect(type('Approved Used')).toBe('used')
    expect(type('Used Car')).toBe('used')
    expect(type('New Vehicle')).toBe('new')
    expect(type('Demo Car')).toBe('demo')
    expect(one('Condition', 'Refurbished').errors).toEqual([
      expect.objectContaining({ reason: '"Refurbished" is not new, demo or used' }),
    ])
  })

  it('counts a sold date after the dealer’s today as sold now, with a note; today’s or an earlier one stays', () => {
    const sold = (date: string, at = now, timeZone?: string) => {
      const [parsed] = parseFeed(`StockNo,Make,Model,Year,Status,SoldDate\nU1,Kia,Rio,2020,Sold,${date}\n`, 'csv').rows
      return mapRow(parsed!, { now: at, locations, timeZone }).row!
    }
    const future = sold('31/12/2030')
    expect(future.fields.sold_date).toBe(now.toISOString())
    expect(future.notes).toEqual([
      { line: 2, field: 'SoldDate', reason: '31/12/2030 is after today; the car counts as sold today' },
    ])
    expect(sold('2026-05-05').fields.sold_date).toBe(now.toISOString())
    expect(sold('2026-05-04')).toMatchObject({ fields: { sold_date: '2026-05-04' }, notes: [] })
    expect(sold('01/05/2026')).toMatchObject({ fields: { sold_date: '2026-05-01' }, notes: [] })
    // At 4 am on 5 May in Perth (still the 4th in UTC) the 5th is the dealer's today: no note,
    // and the sold date is no later than now.
    const early = new Date('2026-05-04T20:00:00.000Z')
    expect(sold('05/05/2026', early, 'Australia/Perth')).toMatchObject({
      fields: { sold_date: early.toISOString() },
      notes: [],
    })
    expect(sold('06/05/2026', early, 'Australia/Perth').notes).toHaveLength(1)
    // A sold date on a car the feed does not say is sold is not kept anyway: no note.
    const [inStock] = parseFeed('StockNo,Make,Model,Year,SoldDate\nU1,Kia,Rio,2020,31/12/2030\n', 'csv').rows
    expect(mapRow(inStock!, { now, locations }).row!.notes).toEqual([])
  })

  it('takes POA, Call, TBA and the like as no price, and 0 seats or doors as unknown, as empty cells', () => {
    for (const poa of ['POA', 'P.O.A.', 'Price on application', 'Call', 'TBA', 'call for price', 'Price On Request']) {
      const { row, errors } = one('Price,WasPrice', `${poa},${poa}`)
      expect(errors, poa).toEqual([])
      expect(row!.fields, poa).toMatchObject({ price: 0, before_price: null })
    }
    // A drive-away POA leaves the plain price to say what the car costs.
    const plain = one('Price,DriveAwayPrice', '19990,POA').row!.fields
    expect(plain.price).toBe(19990)
    expect(plain.price_type).not.toBe('drive_away')
    expect(one('DriveAwayPrice', 'P.O.A').row!.fields).toMatchObject({ price: 0 })
    expect(one('Price', 'Call me maybe').errors[0]!.reason).toBe(
      '"Call me maybe" is not a price (write it like 12990 or "$12,990")',
    )
    const { row, errors } = one('Seats,Doors', '0,0')
    expect(errors).toEqual([])
    expect(row!.fields).toMatchObject({ seats: null, doors: null })
    expect(one('Seats,Doors', '5,4').row!.fields).toMatchObject({ seats: 5, doors: 4 })
    expect(one('Seats', '-1').errors[0]!.reason).toBe('"-1" is not seats as a whole number')
  })

  it('quotes a number out of range as the feed wrote it, never as it reads rounded', () => {
    expect(one('Kms', '99999999999999999').errors).toEqual([
      { line: 2, field: 'Kms', reason: '"99999999999999999" is not kilometres as a whole number' },
    ])
    expect(one('Kms', '"12,000,000 km"').errors[0]!.reason).toBe('"12,000,000 km" is not kilometres as a whole number')
    expect(one('Seats', '120').errors[0]!.reason).toBe('"120" is not seats as a whole number')
    const [parsed] = parseFeed('StockNo,Make,Model,Year\nU1,Kia,Rio,2031\n', 'csv').rows
    expect(mapRow(parsed!, { now, locations }).errors[0]!.reason).toBe('"2031" is not a year from 1900 to 2028')
  })

  it('takes a drive-away price over a plain one and says so', () => {
    const { row } = one('Price,DriveAwayPrice', '19990,"21,490"')
    expect(row!.fields).toMatchObject({ price: 21490, price_type: 'drive_away' })
    expect(one('Price,PriceType', '19990,EGC').row!.fields).toMatchObject({ price: 19990, price_type: 'egc' })
  })

  it('leaves out fields the feed has no column for, and clears optional ones it sends empty', () => {
    const { row } = one('Colour,Badge', ',')
    expect(row!.fields).toMatchObject({ colour: null, badge: null })
    expect('km' in row!.fields).toBe(false)
    expect(row!.photos).toBeNull()
  })

  it('names the column and the reason of each bad value', () => {
    const { errors } = one('Kms,Doors,RegoExpiry,PriceType,EngineSize', '-5,twelve,31/02/2026,cheap,big')
    expect(errors).toEqual([
      { line: 2, field: 'RegoExpiry', reason: 'a date like 2026-03-31 or 31/03/2026' },
      { line: 2, field: 'Kms', reason: '"-5" is not kilometres as a whole number' },
      { line: 2, field: 'Doors', reason: '"twelve" is not doors as a whole number' },
      { line: 2, field: 'EngineSize', reason: '"big" is not an engine size (2.0L or 1998cc)' },
      { line: 2, field: 'PriceType', reason: '"cheap" is not a price type (drive away, EGC, plus ORC or negotiable)' },
    ])
  })

  it('reads dates day first and refuses impossible ones', () => {
    expect(isoDate('05/04/2026')).toBe('2026-04-05')
    expect(isoDate('2026-04-05T10:00:00+10:00')).toBe('2026-04-05')
    expect(isoDate('31/02/2026')).toBeNull()
  })
})

describe('mapRow photos past the limit', () => {
  const urls = (n: number) => Array.from({ length: n }, (_, i) => `https://cdn.example.com/u1/${i + 1}.jpg`).join('|')

  it('keeps the first 100 of 150 photo URLs and notes the rest in the report, without refusing the row', () => {
    const { row, errors } = one('Images', urls(150))
    expect(errors).toEqual([])
    expect(row!.photos).toHaveLength(MAX_PHOTOS_PER_CAR)
    expect(row!.photos!.at(-1)!.url).toBe('https://cdn.example.com/u1/100.jpg')
    expect(row!.notes).toEqual([
      { line: 2, field: 'Images', reason: '150 photo URLs, the first 100 kept (a car has at most 100 photos)' },
    ])
  })

  it('notes nothing for 100 URLs, or 100 distinct ones among repeats', () => {
    expect(one('Images', urls(100)).row!.notes).toEqual([])
    expect(one('Images', `${urls(100)}|${urls(20)}`).row!.notes).toEqual([])
  })
})

describe('splitPhotos', () => {
  it('splits at |, ; and line breaks, and at commas that start another URL, keeping commas inside a URL', () => {
    expect(
      splitPhotos('https://a.example/1.jpg|https://a.example/2.jpg; https://a.example/3.jpg').map((p) => p.url),
    ).toEqual(['https://a.example/1.jpg', 'https://a.example/2.jpg', 'https://a.example/3.jpg'])
    expect(splitPhotos('https://img.example/w_800,h_600/car.jpg,https://img.example/2.jpg').map((p) => p.url)).toEqual([
      'https://img.example/w_800,h_600/car.jpg',
      'https://img.example/2.jpg',
    ])
  })

  it('refuses what is not an http(s) URL before any request, and drops repeats', () => {
    expect(
      splitPhotos([
        'file:///etc/passwd',
        'not a url',
        'https://u:p@a.example/x.jpg',
        'http://a.example/1.jpg',
        'http://a.example/1.jpg',
      ]),
    ).toEqual([
      { url: 'file:///etc/passwd', refused: 'only http and https photo URLs are fetched (this is file:)' },
      { url: 'not a url', refused: 'not a URL' },
      { url: 'https://u:p@a.example/x.jpg', refused: 'photo URLs may not carry a user name or password' },
      { url: 'http://a.example/1.jpg' },
    ])
  })
})
