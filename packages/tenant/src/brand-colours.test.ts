import { describe, expect, it } from 'vitest'
import { brandColoursSchema } from './schema'

// Traced in docs/spec-coverage.md, Theme kit: token pairs.
describe('brand colours', () => {
  it('takes each colour with or without its partner, and none at all', () => {
    expect(brandColoursSchema.parse(undefined)).toEqual({})
    expect(brandColoursSchema.parse({ primary: '#6b2147', accent: '#f28c28', accentContrast: '#111111' })).toEqual({
      primary: '#6b2147',
      accent: '#f28c28',
      accentContrast: '#111111',
    })
  })

  it('refuses a partner without its colour, and a partner that is not #rrggbb, naming the field', () => {
    const orphan = brandColoursSchema.safeParse({ accentContrast: '#111111' })
    expect(orphan.success).toBe(false)
    expect(orphan.error?.issues[0]).toMatchObject({
      path: ['accentContrast'],
      message: expect.stringMatching(/set accent/),
    })
    const bad = brandColoursSchema.safeParse({ primary: '#6b2147', primaryContrast: 'white' })
    expect(bad.error?.issues[0]).toMatchObject({ path: ['primaryContrast'], message: 'must be a #rrggbb colour' })
  })
})
