import { describe, expect, it } from 'vitest'
import { canonicalRange, parseRange } from './range'

describe('ranges', () => {
  it.each([
    ['5000-30000', '5000-30000'],
    ['5000-', '5000-'],
    ['-30000', '-30000'],
    ['2020', '2020'],
    ['2020-2020', '2020'],
    ['30000-5000', '5000-30000'],
    [' $5,000 - 30,000 ', '5000-30000'],
    ['007', '7'],
  ])('%s is %s', (raw, canonical) => expect(canonicalRange(raw)).toBe(canonical))

  it.each(['-', '', 'abc', '5000-30000-1', '-5', '1e5', '0x10', '1234567890', '5.5'])('%s is not a range', (raw) => {
    // "-5" reads as "up to 5", which is fine; the others are garbage.
    if (raw === '-5') expect(parseRange(raw)).toEqual({ min: null, max: 5 })
    else expect(parseRange(raw)).toBeNull()
  })
})
