import { describe, expect, it } from 'vitest'
import {
  carSpecGroups,
  compactSpecRows,
  isEmptySpecValue,
  keepUnitsWithFigures,
  keyInformation,
  specRow,
} from './spec-rows'
import { makeCar } from './test-car'

describe('spec rows', () => {
  it('drops rows with empty values', () => {
    expect(isEmptySpecValue('')).toBe(true)
    expect(isEmptySpecValue('  ')).toBe(true)
    expect(isEmptySpecValue(null)).toBe(true)
    expect(isEmptySpecValue(Number.NaN)).toBe(true)
    expect(isEmptySpecValue(0)).toBe(false)
    expect(
      compactSpecRows([
        specRow('a', 'A', ''),
        specRow('b', 'B', 'x'),
        specRow('c', 'C', null),
        specRow('b', 'B2', 'y'),
      ]),
    ).toEqual([{ key: 'b', label: 'B', value: 'x' }])
  })

  it('formats numbers with units and separators', () => {
    expect(specRow('gvm', 'GVM', 2650, 'kg')?.value).toBe('2,650 kg')
    expect(specRow('fc', 'FC', 6.45, 'L/100km')?.value).toBe('6.45 L/100km')
  })

  it('keeps a unit on the line of its figure, and words free to wrap', () => {
    expect(keepUnitsWithFigures('6.6 m')).toBe('6.6\u00a0m')
    expect(keepUnitsWithFigures('2,700 kg')).toBe('2,700\u00a0kg')
    expect(keepUnitsWithFigures('7.2 L/100km')).toBe('7.2\u00a0L/100km')
    expect(keepUnitsWithFigures('Family Bunk 21 ft')).toBe('Family Bunk 21\u00a0ft')
    expect(keepUnitsWithFigures('Tandem axle')).toBe('Tandem axle')
    expect(keepUnitsWithFigures('12 345')).toBe('12 345')
  })
  it("shows the first 4 as key information, then 'Show More'", () => {
    const rows = ['a', 'b', 'c', 'd', 'e'].map((k) => ({ key: k, label: k, value: k }))
    const info = keyInformation(rows)
    expect(info.visible.map((r) => r.key)).toEqual(['a', 'b', 'c', 'd'])
    expect(info.hidden.map((r) => r.key)).toEqual(['e'])
    expect(info.toggleLabel).toBe('Show More')
    expect(keyInformation(rows.slice(0, 4)).toggleLabel).toBeNull()
  })
})

describe('carSpecGroups', () => {
  it('builds featured, specifications and summary for a car with variant data', () => {
    const car = makeCar({
      simple_body: 'Hatch',
      simple_transmission: 'Automatic',
      trans: 'CVT',
      simple_fuel: 'Petrol',
      simple_drive: 'FWD',
      colour: 'Eclipse Black',
      engine_size: 1987,
      vin: 'JTNK4RBE003456789',
      rego_expiry: '2025-11-30',
      variant: {
        fuelconsumptioncombined: 6,
        cylinders: 4,
        torque: 200,
        vehiclelength: 4375,
        ancaprating: 5,
        induction: '',
      },
    })
    const groups = carSpecGroups(car)
    expect(groups.featured.slice(0, 4)).toEqual([
      { key: 'km', label: 'Odometer', value: '45,210 kms' },
      { key: 'body', label: 'Body Type', value: 'Hatch' },
      { key: 'transmission', label: 'Transmission', value: 'Automatic' },
      { key: 'fuel', label: 'Fuel Type', value: 'Petrol' },
    ])
    const spec = Object.fromEntries(groups.specifications.map((r) => [r.key, r.value]))
    expect(spec).toMatchObject({
      transmission: 'CVT',
      engine: '2.0L',
      enginesize: '1,987 cc',
      cylinders: '4',
      torque: '200 Nm',
      fuelconsumptioncombined: '6 L/100km',
      vehiclelength: '4,375 mm',
      ancaprating: '5 stars',
    })
    expect(spec).not.toHaveProperty('induction')
    expect(spec).not.toHaveProperty('fuelcapacity')
    const summary = Object.fromEntries(groups.summary.map((r) => [r.key, r.value]))
    expect(summary).toMatchObject({
      car_type: 'Used',
      stocknum: 'U1234',
      vin: 'JTNK4RBE003456789',
      rego_expiry: '30/11/2025',
    })
    expect(summary).not.toHaveProperty('regplate')
  })

  it('leaves the odometer out for a car with no kilometres', () => {
    const groups = carSpecGroups(makeCar({ km: 0, car_type: 'new', simple_body: 'SUV' }))
    expect(groups.featured[0]).toEqual({ key: 'body', label: 'Body Type', value: 'SUV' })
  })

  it('leaves out engine measures of 0, which an electric car does not have', () => {
    const ev = makeCar({
      fuel: 'Electric',
      engine_size: 0,
      variant: { cylinders: 0, enginesize: 0, fuelcapacity: 0, fuelconsumptioncombined: 0, seats: 5 },
    } as Parameters<typeof makeCar>[0])
    const keys = carSpecGroups(ev).specifications.map((r) => r.key)
    expect(keys).not.toContain('cylinders')
    expect(keys).not.toContain('enginesize')
    expect(keys).not.toContain('fuelcapacity')
    expect(keys).not.toContain('fuelconsumptioncombined')
    const petrol = carSpecGroups(makeCar({ variant: { cylinders: 4 } } as Parameters<typeof makeCar>[0]))
    expect(petrol.specifications.find((r) => r.key === 'cylinders')?.value).toBe('4')
  })

  it('uses caravan specifications for caravans', () => {
    const van = makeCar({
      item_type: 'caravan',
      make: 'Jayco',
      model: 'Journey',
      km: 0,
      caravan: {
        body_width: 2.44,
        body_length: 6.6,
        tare_weight: 2590,
        axle_type: 'Tandem',
        sleeps: 2,
        aggregate_trailer_mass: 3190,
      },
    })
    const groups = carSpecGroups(van)
    expect(groups.featured.map((r) => [r.label, r.value])).toEqual([
      ['Sleeps', '2'],
      ['Body Length', '6.6 m'],
      ['Body Width', '2.44 m'],
      ['Tare Weight', '2,590 kg'],
    ])
    const spec = Object.fromEntries(groups.specifications.map((r) => [r.key, r.value]))
    expect(spec).toEqual({
      make: 'Jayco',
      model: 'Journey',
      sleeps: '2',
      body_length: '6.6 m',
      body_width: '2.44 m',
      tare_weight: '2,590 kg',
      aggregate_trailer_mass: '3,190 kg',
      axle_type: 'Tandem',
    })
    expect(carSpecGroups(makeCar({ item_type: 'caravan', caravan: { body_length: 6600 } })).featured[0]?.value).toBe(
      '6,600 mm',
    )
  })
})

describe('year rows', () => {
  it('show the year without a thousands separator', () => {
    const groups = carSpecGroups(makeCar({ year: 2026 }))
    const years = [...groups.featured, ...groups.specifications, ...groups.summary].filter((r) => r.key === 'year')
    expect(years.length).toBeGreaterThan(0)
    for (const r of years) expect(r.value).toBe('2026')
  })
})
