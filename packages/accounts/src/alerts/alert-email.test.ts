import { CARAVAN_NOUN } from '@dealer/domain'
import { describe, expect, it } from 'vitest'
import { newCarsEmail, priceDropEmail } from './alert-email'

const site = { dealerName: 'Sunset Caravans', manageUrl: 'https://x/saved-searches', unsubscribeUrl: 'https://x/u' }
const car = (name: string) => ({ name, price: 60_000, url: `https://x/cars/${name}` })

describe('alert emails', () => {
  it('name the dealer’s stock: caravans on a caravan dealer’s site, cars elsewhere', () => {
    const caravans = newCarsEmail({
      ...site,
      noun: CARAVAN_NOUN,
      searchName: 'Pop Tops',
      searchUrl: 'https://x/s',
      cars: [car('a'), car('b')],
    })
    expect(caravans.subject).toBe("2 new caravans match 'Pop Tops' at Sunset Caravans")
    expect(caravans.body).toMatch(/^2 new caravans match your saved search 'Pop Tops':/)
    const one = newCarsEmail({
      ...site,
      noun: CARAVAN_NOUN,
      searchName: 'Pop Tops',
      searchUrl: 'https://x/s',
      cars: [car('a')],
    })
    expect(one.subject).toBe("1 new caravan matches 'Pop Tops' at Sunset Caravans")
    const cars = newCarsEmail({ ...site, searchName: 'Utes', searchUrl: 'https://x/s', cars: [car('a')] })
    expect(cars.subject).toBe("1 new car matches 'Utes' at Sunset Caravans")

    const drops = priceDropEmail({
      ...site,
      noun: CARAVAN_NOUN,
      cars: [
        { ...car('a'), previousPrice: 62_000 },
        { ...car('b'), previousPrice: 61_000 },
      ],
    })
    expect(drops.subject).toBe('Price drops on 2 caravans in your watchlist at Sunset Caravans')
    expect(drops.body).toMatch(/^2 caravans in your watchlist dropped in price:/)
  })
})
