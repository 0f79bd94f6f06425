import { describe, expect, it } from 'vitest'
import { rememberedDetails } from './remember'

describe('remembered user details', () => {
  it('are kept only when name, email and phone were all given', () => {
    expect(
      rememberedDetails({
        name: 'Ann',
        email: 'a@b.co',
        phone: '0412345678',
        postcode: '2000',
        last_name: 'C',
        message: 'x',
      }),
    ).toEqual({
      name: 'Ann',
      email: 'a@b.co',
      phone: '0412345678',
      postcode: '2000',
      last_name: 'C',
    })
    expect(rememberedDetails({ name: 'Ann', email: 'a@b.co' })).toBeNull()
    expect(rememberedDetails({ name: ' ', email: 'a@b.co', phone: '0412345678' })).toBeNull()
  })
})
