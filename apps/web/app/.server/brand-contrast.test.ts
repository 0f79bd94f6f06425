import path from 'node:path'
import { brandColours, pairFailures, describeFailure } from '@dealer/theme-contract'
import { loadTenants } from '@dealer/tenant'
import { describe, expect, it } from 'vitest'
import { getTheme, THEME_NAMES } from '~/themes'
import { brandContrastReport, warnBrandContrast } from './brand-contrast'

// Traced in docs/spec-coverage.md, Theme kit: token pairs.

const tenants = loadTenants(path.resolve(import.meta.dirname, '../../../../tenants'))

describe('token pairs of every installed theme', () => {
  it('covers the demo tenants and both themes', () => {
    expect(THEME_NAMES).toEqual(expect.arrayContaining(['base', 'coastal']))
    expect(tenants.map((t) => t.slug)).toEqual(
      expect.arrayContaining(['harbour-city-motor-group', 'sunset-caravans', 'westside-car-co']),
    )
  })

  for (const theme of THEME_NAMES) {
    it(`${theme}: every pair passes AA on the theme's own colours`, () => {
      const colours = getTheme(theme).theme.tokens.color
      expect(pairFailures(colours).map((f) => describeFailure(f, { theme }))).toEqual([])
    })

    // Every demo tenant's brand on every theme, not only its own: a dealer may switch templates.
    for (const tenant of tenants) {
      it(`${theme} with ${tenant.slug}'s brand colours: every pair passes AA`, () => {
        const colours = { ...getTheme(theme).theme.tokens.color, ...brandColours(tenant.brand).tokens }
        expect(pairFailures(colours).map((f) => describeFailure(f, { tenant: tenant.slug, theme }))).toEqual([])
      })
    }
  }
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
