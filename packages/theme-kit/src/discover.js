// @ts-check
// JavaScript, not TypeScript: apps/web/vite.config.ts imports it, and Vite loads a config's package
// imports with plain Node (as themes/base/vite-library.js). Types: discover.d.ts.
import fs from 'node:fs'
import path from 'node:path'

/** The contract package every theme declares a peer range of. */
export const CONTRACT_PACKAGE = '@dealer/theme-contract'
/** What marks a package as a dealer theme (docs/decisions/022-theme-packages.md). */
export const THEME_KEYWORD = 'dealer-theme'
const THEME_NAME = /^[a-z][a-z0-9-]{0,39}$/

/**
 * A package's own declaration of being a dealer theme: `"dealerTheme": { "name": "coastal" }` and the
 * keyword `dealer-theme` in its package.json. Null for any other package; an error for a package that
 * half declares itself (one without the other, or a bad name), so a typo is not a silently missing theme.
 * @param {Record<string, unknown>} pkg
 * @returns {{ name: string } | null}
 */
export function themeDeclaration(pkg) {
  const declared = pkg.dealerTheme
  const keyword = Array.isArray(pkg.keywords) && pkg.keywords.includes(THEME_KEYWORD)
  if (declared === undefined && !keyword) return null
  const label = typeof pkg.name === 'string' ? pkg.name : '(unnamed package)'
  if (!declared || typeof declared !== 'object' || Array.isArray(declared)) {
    throw new Error(`${label}: has the keyword "${THEME_KEYWORD}" but no "dealerTheme": { "name": ... } object`)
  }
  if (!keyword) throw new Error(`${label}: declares "dealerTheme" but lacks the keyword "${THEME_KEYWORD}"`)
  const name = /** @type {{ name?: unknown }} */ (declared).name
  if (typeof name !== 'string' || !THEME_NAME.test(name)) {
    throw new Error(
      `${label}: dealerTheme.name must be lower-case letters, digits and dashes (got ${JSON.stringify(name)})`,
    )
  }
  return { name }
}

/**
 * The folder of an installed package as Node would find it from `fromDir` (node_modules upwards),
 * by its package.json, which a package's `exports` may not list.
 * @param {string} name
 * @param {string} fromDir
 * @returns {string | null}
 */
export function packageDir(name, fromDir) {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name)
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate)
    if (path.dirname(dir) === dir) return null
  }
}

/** @param {string} file @returns {Record<string, any>} */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'))

/**
 * Every dealer theme installed in the app: each dependency of the app's package.json (a workspace
 * `themes/*` package by `workspace:^`, or a package from a registry) whose package.json declares
 * itself a theme. Sorted by theme name; two packages claiming one name are an error.
 * @param {string} appDir the app's folder (holding its package.json)
 * @returns {import('./discover').DiscoveredTheme[]}
 */
export function discoverThemes(appDir) {
  const app = readJson(path.join(appDir, 'package.json'))
  /** @type {import('./discover').DiscoveredTheme[]} */
  const found = []
  for (const packageName of Object.keys(app.dependencies ?? {}).sort()) {
    const dir = packageDir(packageName, appDir)
    if (!dir) throw new Error(`${packageName} is a dependency of ${app.name} but is not installed: run pnpm install`)
    const pkg = readJson(path.join(dir, 'package.json'))
    const declared = themeDeclaration(pkg)
    if (!declared) continue
    const twin = found.find((t) => t.name === declared.name)
    if (twin) throw new Error(`${twin.packageName} and ${packageName} both declare the dealer theme "${declared.name}"`)
    found.push({
      name: declared.name,
      packageName,
      version: String(pkg.version ?? '0.0.0'),
      contractRange: pkg.peerDependencies?.[CONTRACT_PACKAGE] ?? null,
      browserEntry: Boolean(pkg.exports && typeof pkg.exports === 'object' && './browser' in pkg.exports),
      dir,
    })
  }
  return found.sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * Workspace packages (a `themes/*` folder of the repository holding `appDir`) that declare a theme
 * but are not dependencies of the app, so a tenant cannot use them yet.
 * @param {string} appDir
 * @param {readonly { packageName: string }[]} installed
 * @returns {{ name: string, packageName: string, dir: string }[]}
 */
export function uninstalledWorkspaceThemes(appDir, installed) {
  let root = path.resolve(appDir)
  while (!fs.existsSync(path.join(root, 'pnpm-workspace.yaml'))) {
    if (path.dirname(root) === root) return []
    root = path.dirname(root)
  }
  const themesDir = path.join(root, 'themes')
  if (!fs.existsSync(themesDir)) return []
  return fs
    .readdirSync(themesDir)
    .map((entry) => path.join(themesDir, entry))
    .filter((dir) => fs.existsSync(path.join(dir, 'package.json')))
    .flatMap((dir) => {
      const pkg = readJson(path.join(dir, 'package.json'))
      const declared = themeDeclaration(pkg)
      if (!declared || installed.some((t) => t.packageName === pkg.name)) return []
      return [{ name: declared.name, packageName: String(pkg.name), dir }]
    })
}
