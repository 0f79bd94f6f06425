// @ts-check
// Types: vite-plugin.d.ts. JavaScript so that the app's vite.config.ts loads it with plain Node.
import fs from 'node:fs'
import path from 'node:path'
import { CONTRACT_PACKAGE, discoverThemes, packageDir, uninstalledWorkspaceThemes } from './discover.js'

export const VIRTUAL_ID = 'virtual:dealer-themes'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

/**
 * The source of `virtual:dealer-themes` (types: @dealer/theme-kit/virtual). On the server every
 * theme's module is imported up front, since any tenant may ask; in the browser each theme is its
 * own chunk, loaded by `load()` for the one tenant the page is for: its `./browser` entry when it
 * has one (the theme without Header and Footer, which the browser never renders). Both list every theme's
 * stylesheet URL (`<package>/style.css?url`, a hashed asset) so a page links its tenant's only.
 * @param {readonly import('./discover').DiscoveredTheme[]} themes
 * @param {string} contractVersion
 * @param {boolean} ssr
 */
export function virtualModuleSource(themes, contractVersion, ssr) {
  const lines = themes.flatMap((t, i) => [
    `import css${i} from ${JSON.stringify(`${t.packageName}/style.css?url`)}`,
    ...(ssr ? [`import * as module${i} from ${JSON.stringify(t.packageName)}`] : []),
  ])
  const entries = themes.map((t, i) => {
    const meta = `name: ${JSON.stringify(t.name)}, packageName: ${JSON.stringify(t.packageName)}, version: ${JSON.stringify(t.version)}, contractRange: ${JSON.stringify(t.contractRange)}, cssUrl: css${i}`
    return ssr
      ? `  { ${meta}, module: module${i}, load: () => Promise.resolve(module${i}) },`
      : `  { ${meta}, module: null, load: () => import(${JSON.stringify(t.browserEntry ? `${t.packageName}/browser` : t.packageName)}) },`
  })
  return [
    ...lines,
    `export const contractVersion = ${JSON.stringify(contractVersion)}`,
    `export const themes = [\n${entries.join('\n')}\n]`,
    '',
  ].join('\n')
}

/**
 * The Vite plugin of the app: finds every installed dealer theme (discover.js) and serves them as
 * `virtual:dealer-themes`, so adding a theme is installing its package, never editing the app.
 * @param {{ appDir: string, warn?: (line: string) => void }} options
 * @returns {import('vite').Plugin}
 */
export function dealerThemes({ appDir, warn = console.warn }) {
  const themes = discoverThemes(appDir)
  const contractDir = packageDir(CONTRACT_PACKAGE, appDir)
  if (!contractDir) throw new Error(`${CONTRACT_PACKAGE} is not installed in ${appDir}`)
  const contractVersion = String(JSON.parse(fs.readFileSync(path.join(contractDir, 'package.json'), 'utf8')).version)
  for (const t of uninstalledWorkspaceThemes(appDir, themes)) {
    warn(
      `[dealer-themes] ${path.relative(process.cwd(), t.dir)} declares the theme "${t.name}" but is not a dependency of the app: pnpm --filter ${JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')).name} add ${t.packageName}@workspace:^`,
    )
  }
  return {
    name: 'dealer-themes',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    load(id, options) {
      return id === RESOLVED_ID ? virtualModuleSource(themes, contractVersion, Boolean(options?.ssr)) : undefined
    },
  }
}
