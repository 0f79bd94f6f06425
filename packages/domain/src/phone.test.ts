import { describe, expect, it } from 'vitest'
import { maskPhone } from './phone'

describe('maskPhone', () => {
  it('hides the last four digits and keeps the layout', () => {
    expect(maskPhone('(07) 3252 8800')).toBe('(07) 3252 XXXX')
    expect(maskPhone('1300 555 010')).toBe('1300 55X XXX')
    expect(maskPhone('+61 7 3252 8800')).toBe('+61 7 3252 XXXX')
  })
  it('masks short or odd input without throwing', () => {
    expect(maskPhone('12')).toBe('XX')
    expect(maskPhone('')).toBe('')
    expect(maskPhone('call us')).toBe('call us')
  })
})
