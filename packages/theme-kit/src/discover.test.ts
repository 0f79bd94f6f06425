import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { discoverThemes, themeDeclaration, uninstalledWorkspaceThemes } from './discover.js'
import { virtualModuleSource } from './vite-plugin.js'

let root: string
const write = (file: string, json: object) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), JSON.stringify(json))
}
const theme = (name: string, extra: object = {}) => ({
  name: `@acme/theme-${name}`,
  version: '2.1.0',
  keywords: ['dealer-theme'],
  dealerTheme: { name },
  peerDependencies: { '@dealer/theme-contract': '^1.0.0' },
  ...extra,
})

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-kit-'))
  fs.writeFileSync(path.join(root, 'pnpm-workspace.yaml'), 'packages: []\n')
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe('discoverThemes', () => {
  it('finds each dependency of the app that declares a theme, with its version and contract range', () => {
    write('app/package.json', {
      name: 'app',
      dependencies: { '@acme/theme-dune': '^2', react: '18', '@acme/theme-alpine': '^2' },
    })
    write(
      'app/node_modules/@acme/theme-dune/package.json',
      theme('dune', { exports: { '.': './dist/index.js', './browser': './dist/browser.js' } }),
    )
    write('app/node_modules/@acme/theme-alpine/package.json', theme('alpine', { peerDependencies: {} }))
    // Found where Node finds it: a node_modules folder above the app.
    write('node_modules/react/package.json', { name: 'react', version: '18.3.1' })
    const found = discoverThemes(path.join(root, 'app'))
    expect(found.map((t) => [t.name, t.packageName, t.version, t.contractRange, t.browserEntry])).toEqual([
      ['alpine', '@acme/theme-alpine', '2.1.0', null, false],
      ['dune', '@acme/theme-dune', '2.1.0', '^1.0.0', true],
    ])
    expect(found[1]!.dir).toBe(fs.realpathSync(path.join(root, 'app/node_modules/@acme/theme-dune')))
  })

  it('refuses two packages claiming one theme name, and a dependency not installed', () => {
    write('app/package.json', { name: 'app', dependencies: { '@acme/theme-dune': '1', '@other/dune': '1' } })
    write('app/node_modules/@acme/theme-dune/package.json', theme('dune'))
    write('app/node_modules/@other/dune/package.json', theme('dune', { name: '@other/dune' }))
    expect(() => discoverThemes(path.join(root, 'app'))).toThrow(
      '@acme/theme-dune and @other/dune both declare the dealer theme "dune"',
    )
    write('app/package.json', { name: 'app', dependencies: { '@acme/missing': '1' } })
    expect(() => discoverThemes(path.join(root, 'app'))).toThrow(
      '@acme/missing is a dependency of app but is not installed',
    )
  })

  it('names the workspace themes the app does not depend on yet', () => {
    write('app/package.json', { name: 'app', dependencies: { '@acme/theme-dune': '1' } })
    write('app/node_modules/@acme/theme-dune/package.json', theme('dune'))
    write('themes/dune/package.json', theme('dune'))
    write('themes/reef/package.json', theme('reef'))
    write('themes/notes/package.json', { name: 'notes' })
    const installed = discoverThemes(path.join(root, 'app'))
    expect(uninstalledWorkspaceThemes(path.join(root, 'app'), installed).map((t) => t.packageName)).toEqual([
      '@acme/theme-reef',
    ])
  })
})

describe('themeDeclaration', () => {
  it('is null for an ordinary package and the name for a theme', () => {
    expect(themeDeclaration({ name: 'react' })).toBeNull()
    expect(themeDeclaration(theme('dune'))).toEqual({ name: 'dune' })
  })
  it.each([
    [{ name: 'x', keywords: ['dealer-theme'] }, 'has the keyword "dealer-theme" but no "dealerTheme"'],
    [{ name: 'x', dealerTheme: { name: 'x' } }, 'lacks the keyword "dealer-theme"'],
    [{ name: 'x', keywords: ['dealer-theme'], dealerTheme: { name: 'Bad Name' } }, 'dealerTheme.name must be'],
    [{ name: 'x', keywords: ['dealer-theme'], dealerTheme: { name: 'constructor!' } }, 'dealerTheme.name must be'],
  ])('refuses a half declaration %j', (pkg, message) => {
    expect(() => themeDeclaration(pkg)).toThrow(message)
  })
})

describe('virtualModuleSource', () => {
  const themes = [
    { name: 'dune', packageName: '@acme/theme-dune', version: '2.1.0', contractRange: '^1.0.0', dir: '/x' },
  ]
  it('imports every theme on the server', () => {
    const source = virtualModuleSource(themes, '1.0.0', true)
    expect(source).toContain('import * as module0 from "@acme/theme-dune"')
    expect(source).toContain('import css0 from "@acme/theme-dune/style.css?url"')
    expect(source).toContain('export const contractVersion = "1.0.0"')
  })
  it('imports no theme up front in the browser: each is a chunk loaded on demand', () => {
    const source = virtualModuleSource(themes, '1.0.0', false)
    expect(source).not.toContain('import * as module0')
    expect(source).toContain('load: () => import("@acme/theme-dune")')
    expect(source).toContain('import css0 from "@acme/theme-dune/style.css?url"')
  })
  it("loads a theme's browser entry in the browser when it has one, the whole theme on the server", () => {
    const withBrowser = [{ ...themes[0]!, browserEntry: true }]
    expect(virtualModuleSource(withBrowser, '1.0.0', false)).toContain('load: () => import("@acme/theme-dune/browser")')
    expect(virtualModuleSource(withBrowser, '1.0.0', true)).toContain('import * as module0 from "@acme/theme-dune"')
  })
})
