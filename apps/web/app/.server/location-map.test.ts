import { describe, expect, it } from 'vitest'
import { directionsUrl } from '~/lib/car-page'
import { MAP_HEIGHT, MAP_WIDTH, locationMap, vehicleLocationView } from './location-map'

const bentley = {
  name: 'Westside Car Co Bentley',
  address: {
    street: '1187 Albany Highway',
    city: 'Bentley',
    state: 'WA',
    postcode: '6102',
    lat: -32.0028,
    long: 115.9226,
    place_url: null as string | null,
  },
}

describe('locationMap', () => {
  it('puts the pin in the middle and names nearby localities from the offline table', () => {
    const map = locationMap(bentley.address.lat, bentley.address.long)!
    expect(map.pin).toEqual({ x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 })
    const names = map.places.map((p) => p.name)
    expect(names.length).toBeGreaterThanOrEqual(4)
    expect(names).toContain('Bentley')
    expect(new Set(names).size).toBe(names.length)
    for (const p of map.places) {
      expect(p.x).toBeGreaterThan(0)
      expect(p.x).toBeLessThan(MAP_WIDTH)
      expect(p.y).toBeGreaterThan(0)
      expect(p.y).toBeLessThan(MAP_HEIGHT)
    }
  })

  it('keeps labels apart and off the pin', () => {
    const map = locationMap(bentley.address.lat, bentley.address.long)!
    const boxes = map.places.map((p) => {
      const w = p.name.length * 13 * 0.6 + 4
      const x = p.label.anchor === 'start' ? p.label.x : p.label.anchor === 'end' ? p.label.x - w : p.label.x - w / 2
      return { x, y: p.label.y - 13, w, h: 17 }
    })
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y
        expect(apart).toBe(true)
      }
      const pin = { x: MAP_WIDTH / 2 - 12, y: MAP_HEIGHT / 2 - 32, w: 24, h: 36 }
      expect(a.x + a.w <= pin.x || pin.x + pin.w <= a.x || a.y + a.h <= pin.y || pin.y + pin.h <= a.y).toBe(true)
    }
  })

  it('zooms out where places are sparse, and has a round scale bar', () => {
    const city = locationMap(-27.4543, 153.0429)! // Newstead, Brisbane
    const country = locationMap(-26.5, 148.8)! // the Maranoa, Queensland
    expect(country.scale.km).toBeGreaterThan(city.scale.km)
    for (const m of [city, country]) {
      expect([0.5, 1, 2, 5, 10, 20, 50]).toContain(m.scale.km)
      expect(m.scale.px).toBeGreaterThan(20)
      expect(m.scale.px).toBeLessThanOrEqual(MAP_WIDTH * 0.25)
      expect(m.scale.label).toMatch(/^\d+ (km|m)$/)
    }
  })

  it('draws nothing for coordinates that are not a place, and only a pin out at sea', () => {
    expect(locationMap(Number.NaN, 115)).toBeNull()
    expect(locationMap(-95, 115)).toBeNull()
    expect(locationMap(-32, 181)).toBeNull()
    const sea = locationMap(-40, 160)!
    expect(sea.places).toEqual([])
    expect(sea.pin).toEqual({ x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 })
  })
})

describe('vehicleLocationView', () => {
  it('gives the name, the address on one line, coordinates, the map and directions to the coordinates', () => {
    const view = vehicleLocationView(bentley)
    expect(view).toMatchObject({
      name: 'Westside Car Co Bentley',
      city: 'Bentley',
      address: '1187 Albany Highway, Bentley WA 6102',
      lat: -32.0028,
      lng: 115.9226,
      directions: 'https://www.google.com/maps/dir/?api=1&destination=-32.0028,115.9226',
    })
    expect(view.map?.places.length).toBeGreaterThan(0)
  })

  it("uses the location's own maps link when the dealer set one", () => {
    const url = 'https://www.google.com/maps/search/?api=1&query=Westside'
    expect(directionsUrl({ ...bentley.address, place_url: url })).toBe(url)
    expect(vehicleLocationView({ ...bentley, address: { ...bentley.address, place_url: url } }).directions).toBe(url)
  })
})
