import { describe, expect, it } from 'vitest'
import { formatAustralianPhone, isMobilePhone, normaliseAustralianPhone } from './australian-phone'

describe('Australian phone numbers', () => {
  it.each([
    ['0412 345 678', '0412345678'],
    ['0412-345-678', '0412345678'],
    ['+61 412 345 678', '0412345678'],
    ['+61 (0)412 345 678', '0412345678'],
    ['61412345678', '0412345678'],
    ['(02) 9876 5432', '0298765432'],
    ['03.9876.5432', '0398765432'],
    ['+61 7 3123 4567', '0731234567'],
    ['08 9123 4567', '0891234567'],
    ['1300 123 456', '1300123456'],
    ['1800-123-456', '1800123456'],
    ['13 12 34', '131234'],
  ])('accepts %s as %s', (raw, national) => {
    expect(normaliseAustralianPhone(raw)).toBe(national)
  })

  it.each([
    '',
    '12345',
    '0112345678',
    '0612345678',
    '041234567',
    '04123456789',
    '+1 212 555 0100',
    '0412 345 67a',
    '+61+412345678',
    '١٢٣',
  ])('rejects %j', (raw) => {
    expect(normaliseAustralianPhone(raw)).toBeNull()
  })

  it('formats for reading and tells mobiles apart', () => {
    expect(formatAustralianPhone('0412345678')).toBe('0412 345 678')
    expect(formatAustralianPhone('0298765432')).toBe('02 9876 5432')
    expect(formatAustralianPhone('1300123456')).toBe('1300 123 456')
    expect(formatAustralianPhone('131234')).toBe('13 1234')
    expect(isMobilePhone('0412345678')).toBe(true)
    expect(isMobilePhone('0298765432')).toBe(false)
  })
})
