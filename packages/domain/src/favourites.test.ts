import { describe, expect, it } from 'vitest'
import { canFavourite, MAX_FAVOURITES, parseFavouriteIds, toggleFavouriteId } from './favourites'

const car = (
  over: Partial<{
    car_type: 'new' | 'used' | 'demo'
    price: number
    images: { url: string; thumb: { url: string } }[]
    status: 'in_stock' | 'sold' | 'coming_soon'
  }> = {},
) => ({
  car_type: 'used' as const,
  price: 20000,
  images: [{ url: '/a.jpg', thumb: { url: '/a.jpg' } }],
  status: 'in_stock' as const,
  ...over,
})

describe('canFavourite', () => {
  const on = { enabled: true, usedOnly: false }
  const usedOnly = { enabled: true, usedOnly: true }
  it('is hidden when favourites are off', () => {
    expect(canFavourite(car(), { enabled: false, usedOnly: false })).toBe(false)
    expect(canFavourite(car(), on)).toBe(true)
  })
  it('on used-only sites hides non-used cars, no price and no images', () => {
    expect(canFavourite(car({ car_type: 'new' }), usedOnly)).toBe(false)
    expect(canFavourite(car({ car_type: 'new' }), on)).toBe(true)
    expect(canFavourite(car({ price: 0 }), usedOnly)).toBe(false)
    expect(canFavourite(car({ images: [] }), usedOnly)).toBe(false)
    expect(canFavourite(car(), usedOnly)).toBe(true)
  })
  it('hides a sold car unless it is already saved', () => {
    expect(canFavourite(car({ status: 'sold' }), on)).toBe(false)
    expect(canFavourite(car({ status: 'sold' }), on, true)).toBe(true)
    expect(canFavourite(car({ status: 'coming_soon' }), on)).toBe(true)
  })
})

describe('favourite id lists', () => {
  it('parses a cookie list, dropping garbage and duplicates', () => {
    expect(parseFavouriteIds('a-1,b_2, a-1,<script>,,' + 'x'.repeat(65))).toEqual(['a-1', 'b_2'])
    expect(parseFavouriteIds(undefined)).toEqual([])
    expect(parseFavouriteIds(Array.from({ length: 80 }, (_, i) => `c${i}`).join(','))).toHaveLength(MAX_FAVOURITES)
  })
  it('toggles newest first and caps', () => {
    expect(toggleFavouriteId(['a', 'b'], 'c', true)).toEqual(['c', 'a', 'b'])
    expect(toggleFavouriteId(['a', 'b'], 'a', true)).toEqual(['a', 'b'])
    expect(toggleFavouriteId(['a', 'b'], 'a', false)).toEqual(['b'])
    expect(
      toggleFavouriteId(
        Array.from({ length: MAX_FAVOURITES }, (_, i) => `c${i}`),
        'new',
        true,
      )[0],
    ).toBe('new')
    expect(
      toggleFavouriteId(
        Array.from({ length: MAX_FAVOURITES }, (_, i) => `c${i}`),
        'new',
        true,
      ),
    ).toHaveLength(MAX_FAVOURITES)
  })
})
