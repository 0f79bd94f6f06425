import { AA_TEXT, contrastRatio } from '@dealer/domain'
import { describe, expect, it } from 'vitest'
import {
  brandColours,
  brandContrastWarnings,
  brandFitsScheme,
  brandStyle,
  colourProperty,
  isDarkScheme,
  pairFailures,
  TOKEN_PAIRS,
  type ColourTokens,
} from './pairs'
import { vars } from './vars'

// Traced in docs/spec-coverage.md, Theme kit: token pairs.

/** A plain light theme: ink on paper, a blue brand and a red accent under white labels. */
const ink = '#1a1d21'
const light: ColourTokens = {
  ...(Object.fromEntries(Object.keys(vars.color).map((token) => [token, ink])) as ColourTokens),
  brand: '#0a4ea3',
  accent: '#c8102e',
  brandContrast: '#ffffff',
  accentContrast: '#ffffff',
  surface: '#ffffff',
  surfaceMuted: '#f3f4f6',
  textInverse: '#f3f4f6',
  textMuted: '#4b5563',
  focus: '#2563eb',
}

/** A dark 4WD template, as in issue #13: its own brand reads on its dark surface. */
const dark: ColourTokens = {
  ...light,
  brand: '#f5b041',
  brandContrast: '#111111',
  text: '#f1f1f1',
  textMuted: '#b8bec6',
  surface: '#15181c',
  surfaceMuted: '#1f242a',
  surfaceInverse: '#f1f1f1',
  textInverse: '#15181c',
  price: '#f1f1f1',
  success: '#4ade80',
  danger: '#f87171',
  focus: '#93c5fd',
}

describe('TOKEN_PAIRS', () => {
  it('names only colour tokens of the contract, each pair once', () => {
    const tokens = Object.keys(vars.color)
    for (const p of TOKEN_PAIRS) {
      expect(tokens).toContain(p.fg)
      expect(tokens).toContain(p.bg)
      expect([4.5, 3]).toContain(p.min)
    }
    expect(new Set(TOKEN_PAIRS.map((p) => `${p.fg}/${p.bg}`)).size).toBe(TOKEN_PAIRS.length)
  })

  it('has the partners issue #13 names: brand/brandContrast, surface/text, price on surface', () => {
    const has = (fg: string, bg: string) => TOKEN_PAIRS.some((p) => p.fg === fg && p.bg === bg)
    expect(has('brandContrast', 'brand')).toBe(true)
    expect(has('accentContrast', 'accent')).toBe(true)
    expect(has('text', 'surface')).toBe(true)
    expect(has('price', 'surface')).toBe(true)
    expect(has('brand', 'surface')).toBe(true)
  })
})

describe('pairFailures', () => {
  it('passes a theme whose every pair reaches AA', () => {
    expect(pairFailures(light)).toEqual([])
    expect(pairFailures(dark)).toEqual([])
  })

  it('reports each failing pair with both colours and the ratio', () => {
    const failures = pairFailures({ ...light, textMuted: '#9ca3af' })
    expect(failures.map((f) => `${f.pair.fg}/${f.pair.bg}`)).toEqual(['textMuted/surface', 'textMuted/surfaceMuted'])
    expect(failures[0]).toMatchObject({ fg: '#9ca3af', bg: '#ffffff' })
    expect(failures[0]!.ratio).toBeCloseTo(2.54, 2)
  })

  it('holds a UI pair to 3:1 only', () => {
    // #7ba7e0 on white is 2.49:1 (fails), #5b8fd6 3.31:1 (passes 3:1, would fail 4.5:1).
    expect(pairFailures({ ...light, focus: '#7ba7e0' }).map((f) => f.pair.fg)).toEqual(['focus'])
    expect(pairFailures({ ...light, focus: '#5b8fd6' })).toEqual([])
  })

  it('fails a value it cannot check rather than passing it', () => {
    expect(pairFailures({ ...light, price: 'rgb(0 0 0)' })).toMatchObject([{ pair: { fg: 'price' }, ratio: null }])
  })
})

describe('brandColours', () => {
  it('derives a missing partner: white on maroon, near-black on orange', () => {
    expect(brandColours({ primary: '#6b2147', accent: '#f28c28' }).tokens).toEqual({
      brand: '#6b2147',
      brandContrast: '#ffffff',
      accent: '#f28c28',
      accentContrast: '#111111',
    })
  })

  it('keeps the tenant’s own partner when it passes AA, and replaces it when it fails', () => {
    const kept = brandColours({ primary: '#6b2147', primaryContrast: '#fdf2e9' })
    expect(kept).toEqual({ tokens: { brand: '#6b2147', brandContrast: '#fdf2e9' }, rejected: [] })
    const replaced = brandColours({ accent: '#f28c28', accentContrast: '#ffffff' })
    expect(replaced.tokens).toEqual({ accent: '#f28c28', accentContrast: '#111111' })
    expect(replaced.rejected).toMatchObject([{ token: 'accentContrast', value: '#ffffff' }])
  })

  it('overrides nothing without brand colours', () => {
    expect(brandColours({})).toEqual({ tokens: {}, rejected: [] })
  })

  it('never ships a failing partner, whatever the colour', () => {
    for (const c of ['#000000', '#777777', '#808080', '#ffff00', '#ffffff', '#3a7', '#6b2147', '#f28c28']) {
      const { tokens } = brandColours({ primary: c, accent: c, primaryContrast: '#888888', accentContrast: c })
      expect(contrastRatio(tokens.brandContrast!, c)!, c).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(tokens.accentContrast!, c)!, c).toBeGreaterThanOrEqual(4.5)
    }
  })
})

describe('isDarkScheme and brandFitsScheme', () => {
  const dark = { surface: '#14110e' }

  it('calls a theme dark when its surface is darker than mid grey', () => {
    expect(isDarkScheme(light)).toBe(false)
    expect(isDarkScheme(dark)).toBe(true)
    expect(isDarkScheme({ surface: '#808080' })).toBe(false)
    expect(isDarkScheme({ surface: '#6e6e6e' })).toBe(true)
  })

  it('fits a dark primary to light themes, a light one to dark themes, no primary to both', () => {
    expect(brandFitsScheme({ primary: '#6b2147' }, light)).toBe(true)
    expect(brandFitsScheme({ primary: '#6b2147' }, dark)).toBe(false)
    expect(brandFitsScheme({ primary: '#f28c28' }, light)).toBe(false)
    expect(brandFitsScheme({ primary: '#f28c28' }, dark)).toBe(true)
    expect(brandFitsScheme({ accent: '#f28c28' }, light)).toBe(true)
    expect(brandFitsScheme({ accent: '#f28c28' }, dark)).toBe(true)
  })

  it('agrees with the pairs: a primary that fits passes as link text, one that does not fails', () => {
    for (const primary of ['#6b2147', '#0b2e4f', '#f28c28', '#ffc857', '#9fd3e0']) {
      for (const surface of ['#ffffff', '#14110e']) {
        const readable = (contrastRatio(primary, surface) ?? 0) >= AA_TEXT
        expect(brandFitsScheme({ primary }, { surface }), `${primary} on ${surface}`).toBe(readable)
      }
    }
  })
})

describe('brandStyle', () => {
  it('sets the colour and its partner as the contract’s CSS variables', () => {
    expect(colourProperty('brandContrast')).toBe('--color-brand-contrast')
    expect(brandStyle({ primary: '#6b2147', accent: '#f28c28' })).toEqual({
      '--color-brand': '#6b2147',
      '--color-brand-contrast': '#ffffff',
      '--color-accent': '#f28c28',
      '--color-accent-contrast': '#111111',
    })
    expect(brandStyle({})).toEqual({})
  })
})

describe('brandContrastWarnings (start-up)', () => {
  it('says nothing when the tenant’s colours pass on its theme', () => {
    expect(brandContrastWarnings({ tenant: 'sunset', theme: 'light' }, light, { primary: '#6b2147' })).toEqual([])
  })

  it('gives one line per failing pair: tenant, theme, tokens, ratio, needed', () => {
    // Sunset's maroon as link text on a dark theme (issue #13).
    const lines = brandContrastWarnings({ tenant: 'sunset-caravans', theme: 'outback' }, dark, {
      primary: '#6b2147',
      accent: '#f28c28',
    })
    expect(lines).toEqual([
      expect.stringMatching(/^tenant sunset-caravans on theme outback: textInverse #15181c on brand #6b2147 is /),
      expect.stringMatching(
        /^tenant sunset-caravans on theme outback: brand #6b2147 on surface #15181c is 1\.\d\d:1, needs 4\.5:1 \(links/,
      ),
      expect.stringMatching(
        /^tenant sunset-caravans on theme outback: brand #6b2147 on surfaceMuted #1f242a is 1\.\d\d:1/,
      ),
    ])
  })

  it('names a partner the tenant gave that was replaced', () => {
    const lines = brandContrastWarnings({ tenant: 'westside', theme: 'light' }, light, {
      accent: '#f28c28',
      accentContrast: '#ffffff',
    })
    expect(lines).toEqual([
      'tenant westside: brand accentContrast #ffffff is 2.45:1 on its colour, needs 4.5:1; using #111111 instead',
    ])
  })
})
