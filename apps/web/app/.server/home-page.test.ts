import { describe, expect, it } from 'vitest'
import { featuredCars } from './home-page'

const car = (id: string, photos: number) => ({ id, images: Array.from({ length: photos }, (_, i) => `${id}-${i}`) })

describe('the home page’s latest arrivals', () => {
  it('shows cars with photos first, then cars whose photos have not come (a feed’s first import)', () => {
    // Was only cars with photos: a dealer whose feed photos were still being fetched showed none.
    expect(featuredCars([car('a', 0), car('b', 2), car('c', 0)]).map((c) => c.id)).toEqual(['b', 'a', 'c'])
    const many = Array.from({ length: 12 }, (_, i) => car(`p${i}`, i % 2))
    expect(featuredCars(many).map((c) => c.id)).toEqual(['p1', 'p3', 'p5', 'p7', 'p9', 'p11', 'p0', 'p2'])
  })
})
