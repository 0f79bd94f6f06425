import { describe, expect, it } from 'vitest'
import { signInBackOf } from './header-sign-in'

describe('signInBackOf', () => {
  it('comes back to the page with its query as it is', () => {
    expect(signInBackOf('/search/used-cars', '?make=Toyota&page=2')).toBe('/search/used-cars?make=Toyota&page=2')
    expect(signInBackOf('/', '')).toBe('/')
  })

  it('never comes back into the car page’s form dialog', () => {
    expect(signInBackOf('/cars/a-car/enquire', '?embed=1')).toBe('/cars/a-car/enquire')
    expect(signInBackOf('/finance', '?car_id=u1&embed=1')).toBe('/finance?car_id=u1')
  })
})
