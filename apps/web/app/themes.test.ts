import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { getTheme, loadTheme, missingSlots, THEME_NAMES, themePackage } from './themes'

/*
 * The app names no theme: the dealerThemes() Vite plugin finds every dependency of apps/web that
 * declares `dealerTheme` in its package.json (docs/decisions/022-theme-packages.md).
 */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..')
const app = JSON.parse(fs.readFileSync(path.join(root, 'apps/web/package.json'), 'utf8'))
const workspaceThemes = fs
  .readdirSync(path.join(root, 'themes'))
  .map((dir) => JSON.parse(fs.readFileSync(path.join(root, 'themes', dir, 'package.json'), 'utf8')))
  .filter((pkg) => pkg.dealerTheme)

describe('the installed themes', () => {
  it('are every workspace theme the app depends on, found by their package.json', () => {
    const installed = workspaceThemes.filter((pkg) => pkg.name in app.dependencies)
    expect(installed.length).toBeGreaterThanOrEqual(2)
    expect([...THEME_NAMES].sort()).toEqual(installed.map((pkg) => pkg.dealerTheme.name).sort())
    for (const pkg of installed) {
      expect(themePackage(pkg.dealerTheme.name)).toMatchObject({ packageName: pkg.name, version: pkg.version })
    }
  })

  it.each(THEME_NAMES)('%s is loaded on the server, with every slot and its own stylesheet', async (name) => {
    await loadTheme(name)
    const { theme, cssUrl } = getTheme(name)
    expect(theme.name).toBe(name)
    expect(missingSlots(theme)).toEqual([])
    // A hashed asset URL in the build; vitest serves CSS imports as empty strings.
    expect(typeof cssUrl).toBe('string')
  })

  it('gives base for a name no theme has, own keys only', () => {
    expect(getTheme('nonesuch').theme.name).toBe('base')
    expect(getTheme('constructor').theme.name).toBe('base')
    expect(themePackage('__proto__')).toBeUndefined()
  })

  it('names a theme that leaves slots unfilled', () => {
    const { theme } = getTheme('base')
    const { Footer: _footer, ...slots } = theme.slots
    expect(missingSlots({ ...theme, slots })).toEqual(['Footer'])
  })
})
