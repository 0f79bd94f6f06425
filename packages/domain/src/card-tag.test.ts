import { describe, expect, it } from 'vitest'
import { cardTag } from './card-tag'

const now = new Date('2026-11-22T00:00:00Z')
const base = {
  status: 'in_stock' as const,
  reserved: false,
  certified: false,
  make: 'Toyota',
  car_type: 'used' as const,
  tag: null as string | null,
  created_at: '2026-01-01T00:00:00Z',
  simple_fuel: 'Petrol',
}

describe('cardTag', () => {
  it('follows the spec priority order', () => {
    const all = {
      ...base,
      reserved: true,
      certified: true,
      tag: 'Runout Sale',
      status: 'coming_soon' as const,
      created_at: now.toISOString(),
    }
    expect(cardTag(all, { now, certifiedMake: 'Toyota' })?.kind).toBe('reserved')
    expect(cardTag({ ...all, reserved: false }, { now, certifiedMake: 'Toyota' })?.kind).toBe('certified')
    expect(cardTag({ ...all, reserved: false }, { now, certifiedMake: 'Mazda' })?.kind).toBe('custom')
    expect(cardTag({ ...all, reserved: false, tag: null }, { now })?.kind).toBe('coming_soon')
    expect(cardTag({ ...base, created_at: '2026-11-15T00:00:00Z' }, { now })?.kind).toBe('new')
    expect(cardTag({ ...base, created_at: '2026-11-13T00:00:00Z' }, { now })).toBeNull()
  })
  it('colours configured tags green and others red', () => {
    expect(cardTag({ ...base, tag: 'runout sale' }, { now, greenTags: ['Runout Sale'] })).toMatchObject({
      tone: 'green',
    })
    expect(cardTag({ ...base, tag: 'Hot Deal' }, { now, greenTags: ['Runout Sale'] })).toMatchObject({ tone: 'red' })
  })
  it('shows the sold tag on non-available cars and fuel tags first when enabled', () => {
    expect(cardTag({ ...base, status: 'sold' }, { now })?.kind).toBe('sold')
    expect(cardTag({ ...base, reserved: true, simple_fuel: 'Electric' }, { now, fuelTagsFirst: true })?.label).toBe(
      'Electric',
    )
    expect(cardTag({ ...base, reserved: true, simple_fuel: 'Electric' }, { now })?.kind).toBe('reserved')
  })
})
