import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadTenantFile, parseTenantConfig } from './load'
import { minimalTenant } from './minimal-tenant'

const FILE = 'tenants/alpha/tenant.json'
const message = (extra: Record<string, unknown>): string => {
  try {
    parseTenantConfig({ ...minimalTenant('alpha'), ...extra }, FILE)
  } catch (err) {
    return (err as Error).message
  }
  throw new Error('the file was taken')
}

describe("a tenant file's problems say what the field expects", () => {
  it('names the values a choice of values takes, and what the file gave', () => {
    // Was 'features.searchColumns: Invalid input' (a walk-through found it).
    expect(message({ features: { searchColumns: '4' } })).toContain(
      '  - features.searchColumns: Expected 3 or 4, got the text "4"',
    )
    expect(message({ features: { searchColumns: 5 } })).toContain('features.searchColumns: Expected 3 or 4, got 5')
    expect(message({ features: { dropdownOpen: 'tap' } })).toContain(
      'features.dropdownOpen: Expected one of "hover" or "click", got the text "tap"',
    )
  })

  it('says what kind of value a field takes, with the value given', () => {
    expect(message({ features: { compare: 'false' } })).toContain(
      'features.compare: Expected true or false (no quotes), got the text "false"',
    )
    expect(message({ dealer: { ...minimalTenant('alpha').dealer, include_sold_cars_days: '30' } })).toContain(
      'dealer.include_sold_cars_days: Expected a number (no quotes), got the text "30"',
    )
  })

  it('suggests the field a misspelt key most likely meant, at any depth', () => {
    // Was "Unrecognized key(s) in object: 'compair'" alone (a walk-through found it).
    expect(message({ features: { compair: false } })).toContain(
      "  - features: Unrecognized key(s) in object: 'compair'. 'compair' (did you mean 'compare'?)",
    )
    const [location] = minimalTenant('alpha').locations
    expect(message({ locations: [{ ...location, opening_hour: [] }] })).toContain(
      "locations.0: Unrecognized key(s) in object: 'opening_hour'. 'opening_hour' (did you mean 'opening_hours'?)",
    )
    // Nothing near: zod's message alone, no guess.
    expect(message({ features: { zzzzzz: true } })).toMatch(/features: Unrecognized key\(s\) in object: 'zzzzzz'$/m)
  })

  it('refuses a misspelt key inside a location’s address and hours, naming the key meant', () => {
    const [location] = minimalTenant('alpha').locations
    const { postcode, ...address } = location!.address
    // Was 'locations.0.address.postcode: Required' (the misspelt key was dropped without a word).
    const misspelt = message({ locations: [{ ...location, address: { ...address, postcde: postcode } }] })
    expect(misspelt).toContain(
      "locations.0.address: Unrecognized key(s) in object: 'postcde'. 'postcde' (did you mean 'postcode'?)",
    )
    // An optional key misspelt was dropped and nothing said at all.
    expect(
      message({ locations: [{ ...location, address: { ...location!.address, place_ur: 'https://maps.test/x' } }] }),
    ).toContain(
      "locations.0.address: Unrecognized key(s) in object: 'place_ur'. 'place_ur' (did you mean 'place_url'?)",
    )
    const open = { weekday: 1, status: 'Open', open: '08:30', close: '17:00' }
    expect(
      message({ locations: [{ ...location, opening_hours: [open, { ...open, weekday: 2, clsoe: '17:00' }] }] }),
    ).toContain("locations.0.opening_hours.1: Unrecognized key(s) in object: 'clsoe'. 'clsoe' (did you mean 'close'?)")
    const holiday = { date: '2026-12-25', status: 'Closed', start_hour: null, end_hour: null, lable: 'Christmas' }
    expect(message({ locations: [{ ...location, special_hours: [holiday] }] })).toContain(
      "locations.0.special_hours.0: Unrecognized key(s) in object: 'lable'. 'lable' (did you mean 'label'?)",
    )
  })

  it("gives the closest branch's own problem for a union of objects", () => {
    expect(message({ stats: [{ count: 'cars' }] })).toMatch(
      /stats\.0: count: Expected one of "locations", "brands" or "makes"/,
    )
  })
})

describe('a JSON syntax error in a tenant file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-json-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  const load = (text: string) => {
    const file = path.join(dir, 'tenant.json')
    fs.writeFileSync(file, text)
    try {
      loadTenantFile(file)
    } catch (err) {
      return (err as Error).message
    }
    throw new Error('the file was taken')
  }

  it('gives its line and column, and shows the line (was only "at position 8564")', () => {
    const text = '{\n  "slug": "alpha",\n  "features": {\n    "compare": true,\n  }\n}\n'
    const got = load(text)
    expect(got).toContain(
      'tenant.json:\n  - (file): JSON syntax error at line 5, column 3: Expected double-quoted property name',
    )
    expect(got).not.toContain('position')
    expect(got).toContain('\n        }\n        ^')
  })

  it('points at the line before for a missing comma, which JSON.parse finds at the next value', () => {
    expect(load('{\n  "slug": "alpha"\n  "name": "Alpha"\n}\n')).toContain(
      "JSON syntax error at line 3, column 3: Expected ',' or '}' after property value (a comma missing at the end of the line before?)",
    )
  })

  it('says where a file that ends too soon ends', () => {
    expect(load('{\n  "slug": ')).toContain(
      'JSON syntax error at line 2, column 11: The file ends too soon (a missing } or ]?)',
    )
  })
})
