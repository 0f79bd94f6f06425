import fs from 'node:fs'
import path from 'node:path'
import { discoverThemes } from '@dealer/theme-kit/discover'
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

/*
 * What a theme may depend on and how it ships (docs/decisions/022-theme-packages.md): its built JS
 * imports only what the app provides (the externals of themes/base/vite-library.js), each declared
 * as a peer dependency; everything else, theme-base's parts among them, is bundled into it. A
 * published package's entry is dist/, never .ts source.
 */
const PROVIDED = ['react', 'react-dom', '@dealer/theme-contract', '@dealer/domain', '@dealer/ui']
const packageOf = (id: string) =>
  id
    .split('/')
    .slice(0, id.startsWith('@') ? 2 : 1)
    .join('/')
describe.each(discoverThemes(path.join(root, 'apps/web')))('the package of theme $name', (theme) => {
  const pkg = JSON.parse(fs.readFileSync(path.join(theme.dir, 'package.json'), 'utf8'))

  it('declares react and a @dealer/theme-contract range as peers', () => {
    expect(Object.keys(pkg.peerDependencies ?? {})).toEqual(expect.arrayContaining(['react', '@dealer/theme-contract']))
    expect(pkg.dependencies?.['@dealer/theme-contract']).toBeUndefined()
    expect(pkg.keywords).toContain('dealer-theme')
  })

  it('imports from its built JS only what the app provides, each a peer dependency', () => {
    const built = fs.readFileSync(path.join(theme.dir, 'dist/index.js'), 'utf8')
    const imports = [...built.matchAll(/\b(?:from|import)\s*["']([^"'.][^"']*)["']/g)].map((m) => packageOf(m[1]!))
    expect(imports).toContain('@dealer/theme-contract')
    for (const id of new Set(imports)) {
      expect(PROVIDED, id).toContain(id)
      expect(Object.keys(pkg.peerDependencies), id).toContain(id)
    }
  })

  // The browser loads `./browser` when a theme has it (docs/decisions/022-theme-packages.md): the
  // same theme without Header, Footer and the sprite, which only the server renders, and the token
  // values, which the page gets in the theme's CSS. Any other slot left out would hydrate with the
  // app's default instead of the theme's.
  it('has a browser entry that is the whole theme less Header, Footer, sprite and tokens, built under dist/', async () => {
    expect(theme.browserEntry).toBe(true)
    expect(pkg.exports['./browser'].default).toBe('./dist/browser.js')
    expect(pkg.publishConfig.exports['./browser'].default).toBe('./dist/browser.js')
    const whole = (await import(/* @vite-ignore */ path.join(theme.dir, 'dist/index.js'))).default
    const browser = (await import(/* @vite-ignore */ path.join(theme.dir, 'dist/browser.js'))).default
    expect(browser.slots).not.toHaveProperty('Header')
    expect(browser.slots).not.toHaveProperty('Footer')
    expect(browser).not.toHaveProperty('sprite')
    expect(browser).not.toHaveProperty('tokens')
    const { Header, Footer, ...rest } = whole.slots
    expect(Header).toBeTypeOf('function')
    expect(Footer).toBeTypeOf('function')
    // The icons' drawings (`<symbol>`s the icons point at), which the server writes once per page.
    const { sprite, tokens, ...wholeRest } = whole
    expect(sprite).toBeTypeOf('function')
    expect(tokens.color.brand).toMatch(/^#/)
    expect({ ...browser, slots: browser.slots }).toEqual({ ...wholeRest, slots: rest })
    for (const [name, component] of Object.entries(rest)) expect(browser.slots[name], name).toBe(component)
  })

  it('publishes built JS and CSS: the entry and stylesheet under dist/, no .ts entry', () => {
    const exported = { ...pkg.exports, ...pkg.publishConfig?.exports }
    expect(exported['./style.css']).toBe('./dist/style.css')
    expect(exported['.'].default).toBe('./dist/index.js')
    expect(exported['.'].types).toMatch(/^\.\/dist\/.*\.d\.ts$/)
    expect(pkg.files).toContain('dist')
  })
})
