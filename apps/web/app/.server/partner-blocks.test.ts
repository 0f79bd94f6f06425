import path from 'node:path'
import type { Car } from '@dealer/domain'
import { loadTenants, type TenantConfig } from '@dealer/tenant'
import { describe, expect, it } from 'vitest'
import { cardBadges, carPartnerRegions, partnerCar, partnerHtml, warnPartnerBlocks } from './partner-blocks'

/*
 * The app's side of partner blocks (docs/decisions/023-partner-blocks.md): the shipped tenants'
 * blocks are valid, a bad block is named at start-up and left out of the page, and the car facts
 * a block gets are the car's own.
 */

const tenants = loadTenants(path.resolve(import.meta.dirname, '../../../../tenants'))
const harbour = tenants.find((t) => t.slug === 'harbour-city-motor-group')!

const car = {
  id: 'c1',
  year: 2021,
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GXL',
  series: null,
  car_type: 'used',
  stocknum: 'HC1042',
  vin: 'JTMW43FV10D012345',
  price: 5,
} as unknown as Car

describe('partner blocks in the app', () => {
  it('the shipped tenants start without a warning', () => {
    const lines: string[] = []
    warnPartnerBlocks(tenants, (l) => lines.push(l))
    expect(lines).toEqual([])
  })

  it('a bad block is named at start-up and left out of the page, the good one kept', () => {
    const bad: TenantConfig = {
      ...harbour,
      partners: {
        ...harbour.partners,
        'card-badge': [
          { type: 'badge', id: 'broken', props: { label: '' } },
          { type: 'badge', id: 'toyota', props: { label: 'Toyota', onlyIf: { makes: ['Toyota'] } } },
        ],
      },
    }
    const lines: string[] = []
    warnPartnerBlocks([bad], (l) => lines.push(l))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^\[partners\] tenant harbour-city-motor-group, region card-badge, block broken \(badge\): props\.label: .*left out$/,
    )
    expect(cardBadges(bad, [car])).toEqual({
      c1: '<div data-partner-block="toyota" data-partner-type="badge"><span data-partner-badge="" data-tone="neutral">Toyota</span></div>',
    })
    expect(carPartnerRegions(bad, car).badge).toContain('>Toyota</span>')
  })

  it('gives a block the car’s own facts, and no price for a car that shows none', () => {
    expect(partnerCar(car)).toEqual({
      id: 'c1',
      title: '2021 Toyota RAV4 GXL',
      make: 'Toyota',
      carType: 'used',
      stockNumber: 'HC1042',
      vin: 'JTMW43FV10D012345',
      price: null,
    })
  })

  it('fills each car page region from its own blocks', () => {
    const widget = (id: string) => ({
      type: 'link-widget',
      id,
      props: { title: id, linkLabel: 'Open', partner: 'Example', href: 'https://p.example/{stocknum}' },
    })
    const all: TenantConfig = {
      ...harbour,
      partners: {
        ...harbour.partners,
        'car-price': [widget('price')],
        'car-finance': [widget('finance')],
        'gallery-media': [{ type: 'video', id: 'walk', props: { title: 'Walkaround', url: 'https://vimeo.com/1' } }],
      },
    }
    const regions = carPartnerRegions(all, { ...car, price: 34990 })
    expect(regions.price).toContain('href="https://p.example/HC1042"')
    expect(regions.price).toContain('data-partner-block="price"')
    expect(regions.finance).toContain('data-partner-block="finance"')
    expect(regions.gallery).toContain('Watch Walkaround on Vimeo')
    expect(regions.below).toContain('data-partner-block="ppsr-check"')
    expect(regions.badge).toBe('')
  })

  it('keeps a drawn region per set of car facts: a changed fact draws it again', () => {
    const linked: TenantConfig = {
      ...harbour,
      partners: {
        ...harbour.partners,
        'car-price': [
          {
            type: 'link-widget',
            id: 'check',
            props: { title: 'Check', linkLabel: 'Open', partner: 'Example', href: 'https://p.example/{stocknum}' },
          },
        ],
      },
    }
    const first = partnerHtml(linked, 'car-price', partnerCar(car))
    expect(first).toContain('href="https://p.example/HC1042"')
    expect(partnerHtml(linked, 'car-price', partnerCar(car))).toBe(first)
    const restocked = partnerHtml(linked, 'car-price', partnerCar({ ...car, stocknum: 'HC2001' }))
    expect(restocked).toContain('href="https://p.example/HC2001"')
    expect(restocked).not.toContain('HC1042')
  })

  it('draws an empty region as nothing', () => {
    expect(partnerHtml(harbour, 'gallery-media', partnerCar(car))).toBe('')
    expect(cardBadges(harbour, [car])).toEqual({})
  })
})
