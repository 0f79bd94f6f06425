import { describe, expect, it } from 'vitest'
import type { CarCardData } from '@dealer/theme-contract'
import { getTheme, themePackage, THEME_NAMES } from '~/themes'
import { slotRenderProblems, themeProblems } from './theme-check'

const tenant = (theme: string) => ({ theme, file: `tenants/x/tenant.json` })

describe('themeProblems (the start-up check of each tenant theme)', () => {
  it('passes the installed themes: their workspace:^ range means the contract they are built with', () => {
    expect(themeProblems([tenant('base'), tenant('coastal')])).toEqual([])
    expect(themeProblems([tenant('base'), tenant('coastal')], { contract: '7.0.0' })).toEqual([])
  })

  it('refuses an unknown theme, naming the installed ones', () => {
    expect(themeProblems([tenant('outer-space')])).toEqual([
      expect.stringMatching(
        /^Invalid tenant config tenants\/x\/tenant.json:\n {2}- theme: unknown theme "outer-space" \(installed: .*base.*coastal/,
      ),
    ])
  })

  it('refuses a theme whose contract range the installed contract does not satisfy', () => {
    const lookup = (name: string) => {
      const pkg = themePackage(name)
      return pkg && { ...pkg, packageName: '@acme/theme-coastal', version: '3.0.0', contractRange: '^2.0.0' }
    }
    const [problem, ...rest] = themeProblems([tenant('coastal')], { contract: '1.0.0', lookup })
    expect(rest).toEqual([])
    expect(problem).toContain('Invalid tenant config tenants/x/tenant.json')
    expect(problem).toContain(
      'Theme "coastal" (@acme/theme-coastal 3.0.0) supports @dealer/theme-contract ^2.0.0, but the app has @dealer/theme-contract 1.0.0',
    )
  })

  it("draws every installed theme's slots with the contract's sample props", () => {
    for (const name of THEME_NAMES) expect(slotRenderProblems(getTheme(name).theme), name).toEqual([])
  })

  it('names a slot written for other props, with the error it throws, instead of a broken page', () => {
    const { theme } = getTheme('base')
    // `{ vehicle }` where the contract gives `{ car }`: it builds (the build does not type-check).
    const CarCard = ({ vehicle }: { vehicle: CarCardData }) => <h2>{vehicle.title}</h2>
    const broken = { ...theme, slots: { ...theme.slots, CarCard: CarCard as unknown as typeof theme.slots.CarCard } }
    expect(slotRenderProblems(broken)).toEqual([
      expect.stringMatching(/^CarCard \(Cannot read properties of undefined \(reading 'title'\)\)$/),
    ])
  })
})
