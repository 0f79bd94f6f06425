import path from 'node:path'
import { AA_TEXT, contrastRatio } from '@dealer/domain'
import {
  brandColours,
  brandFitsScheme,
  describeFailure,
  isDarkScheme,
  pairFailures,
  type ColourTokens,
} from '@dealer/theme-contract'
import { loadTenants } from '@dealer/tenant'
import { describe, expect, it } from 'vitest'
import { getTheme, THEME_NAMES } from '~/themes'
import { brandContrastReport, warnBrandContrast } from './brand-contrast'

// Traced in docs/spec-coverage.md, Theme kit: token pairs.

const tenants = loadTenants(path.resolve(import.meta.dirname, '../../../../tenants'))
const themeColours = (name: string) => getTheme(name).theme.tokens.color

describe('token pairs of every installed theme', () => {
  it('covers the demo tenants and both themes', () => {
    expect(THEME_NAMES).toEqual(expect.arrayContaining(['base', 'coastal', 'outback']))
    expect(tenants.map((t) => t.slug)).toEqual(
      expect.arrayContaining(['harbour-city-motor-group', 'sunset-caravans', 'westside-car-co']),
    )
  })

  for (const theme of THEME_NAMES) {
    it(`${theme}: every pair passes AA on the theme's own colours`, () => {
      const colours = getTheme(theme).theme.tokens.color
      expect(pairFailures(colours).map((f) => describeFailure(f, { theme }))).toEqual([])
    })

    // Every demo tenant's brand on every theme of its brand's scheme (light or dark), not only its own
    // theme: a dealer may switch templates. Between a light and a dark theme no one brand colour can
    // pass (see below), so such a switch needs new colours, and start-up warns until it has them.
    for (const tenant of tenants.filter((t) => brandFitsScheme(t.brand, themeColours(theme)))) {
      it(`${theme} with ${tenant.slug}'s brand colours: every pair passes AA`, () => {
        const colours = { ...getTheme(theme).theme.tokens.color, ...brandColours(tenant.brand).tokens }
        expect(pairFailures(colours).map((f) => describeFailure(f, { tenant: tenant.slug, theme }))).toEqual([])
      })
    }
  }
})

describe('light and dark themes', () => {
  it('both exist, and no brand colour passes as link text on the surfaces of both', () => {
    // Each demo tenant's brand fits its own theme's scheme.
    for (const t of tenants) expect(brandFitsScheme(t.brand, themeColours(t.theme)), t.slug).toBe(true)
    const light = THEME_NAMES.map(themeColours).filter((c) => !isDarkScheme(c))
    const dark = THEME_NAMES.map(themeColours).filter(isDarkScheme)
    expect(light.length).toBeGreaterThan(0)
    expect(dark.length).toBeGreaterThan(0)
    // Every grey and colour step: text on white needs a luminance of at most 0.18, text on a dark
    // surface at least 0.2 (0.175 even on pure black), so none reads on both.
    for (let v = 0; v < 256; v += 5) {
      for (const hex of [
        [v, v, v],
        [v, 0, 0],
        [v, v, 0],
        [0, v, v / 2],
      ].map((rgb) => `#${rgb.map((n) => Math.round(n).toString(16).padStart(2, '0')).join('')}`)) {
        const passes = (c: ColourTokens) =>
          contrastRatio(hex, c.surface)! >= AA_TEXT && contrastRatio(hex, c.surfaceMuted)! >= AA_TEXT
        expect(light.every(passes) && dark.every(passes), hex).toBe(false)
      }
    }
  })
})

describe('start-up contrast check', () => {
  it('is silent for the demo tenants', () => {
    expect(brandContrastReport(tenants)).toEqual([])
  })

  it('warns one line per failing pair, naming tenant, theme, tokens, ratio and what is needed', () => {
    const lines: string[] = []
    // A pale brand: white partner fails on it (derived to near-black), and it fails as link text.
    warnBrandContrast(
      [{ slug: 'pale', theme: 'coastal', brand: { primary: '#9fd3e0', primaryContrast: '#ffffff' } }],
      (l) => lines.push(l),
    )
    expect(lines).toEqual([
      '[contrast] tenant pale: brand primaryContrast #ffffff is 1.63:1 on its colour, needs 4.5:1; using #111111 instead',
      expect.stringMatching(
        /^\[contrast\] tenant pale on theme coastal: textInverse #eefafa on brand #9fd3e0 is 1\.\d\d:1/,
      ),
      expect.stringMatching(
        /^\[contrast\] tenant pale on theme coastal: brand #9fd3e0 on surface #ffffff is 1\.\d\d:1, needs 4\.5:1 \(links/,
      ),
      expect.stringMatching(/^\[contrast\] tenant pale on theme coastal: brand #9fd3e0 on surfaceMuted #f1f6f6 is /),
    ])
  })
})
