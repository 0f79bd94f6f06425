// @ts-check
// `pnpm create-theme <name> [--from base|coastal]` (scripts/create-theme.js). Types: create-theme.d.ts.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const NAME = /^[a-z][a-z0-9-]{1,29}$/
/** Never copied: builds, caches, installs, screenshots. */
const SKIPPED = new Set(['dist', '.turbo', 'node_modules', 'preview', 'test-results', 'coverage'])
const SOURCES = ['base', 'coastal']

/** `harbour-view` → `Harbour View` */
const labelOf = (/** @type {string} */ name) =>
  name
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')

/**
 * @param {string} dir
 * @param {string} [relative]
 * @returns {string[]} files under dir, relative, skipping SKIPPED folders
 */
function listFiles(dir, relative = '') {
  return fs.readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(relative, entry.name)
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : listFiles(dir, rel)
    return entry.isFile() ? [rel] : []
  })
}

/** @param {string} root @param {string} name @param {'base' | 'coastal'} from */
function checkArguments(root, name, from) {
  if (!NAME.test(name)) {
    throw new Error(`Theme name "${name}": 2 to 30 lower-case letters, digits and dashes, starting with a letter`)
  }
  if (!SOURCES.includes(from)) throw new Error(`--from ${from}: one of ${SOURCES.join(', ')}`)
  if (SOURCES.includes(name)) throw new Error(`"${name}" is an existing theme`)
  const target = path.join(root, 'themes', name)
  if (fs.existsSync(target)) throw new Error(`${path.relative(root, target)} exists already`)
  return target
}

/** The package.json of the new theme, from its source's: renamed, versioned afresh, nothing private to the source. */
function packageJson(
  /** @type {Record<string, any>} */ source,
  /** @type {string} */ name,
  /** @type {string} */ from,
) {
  const label = labelOf(name)
  /** @type {Record<string, any>} */
  const pkg = {
    ...source,
    name: `@dealer/theme-${name}`,
    version: '0.1.0',
    description: `The ${label} dealer theme (made by create-theme): built to dist/index.js and dist/style.css.`,
    dealerTheme: { name },
  }
  // Base's own exports for other themes (source, media, preview...) stay base's. `./browser` is the
  // theme without Header and Footer, which the browser loads: without it every page's JavaScript
  // holds the whole theme, and a dealer's pages go over the budget (docs/themes.md, section 8).
  if (from === 'base') {
    pkg.exports = {
      '.': source.exports['.'],
      './browser': source.exports['./browser'],
      './style.css': source.exports['./style.css'],
    }
    pkg.publishConfig = {
      ...source.publishConfig,
      exports: {
        '.': source.publishConfig.exports['.'],
        './browser': source.publishConfig.exports['./browser'],
        './style.css': './dist/style.css',
      },
    }
    pkg.files = ['dist', 'README.md']
    pkg.dependencies = { ...source.dependencies, '@dealer/theme-base': 'workspace:*' }
    pkg.scripts = { ...source.scripts, preview: 'vite build && tsx scripts/preview.tsx' }
  }
  return pkg
}

/** The files of a theme made from base: base's tokens, every slot from base, the contract suite as its test. */
function fromBase(/** @type {string} */ root, /** @type {string} */ name) {
  const label = labelOf(name)
  const base = path.join(root, 'themes/base')
  const tokens = fs
    .readFileSync(path.join(base, 'src/tokens.ts'), 'utf8')
    .replace(/"Classic" dealer template[^*]*\*/, `"${label}" dealer template: base's tokens, to make its own.\n *`)
  return {
    'src/tokens.ts': tokens,
    'src/theme.css.ts': `import { vars } from '@dealer/theme-contract/vars'
import { createGlobalTheme } from '@vanilla-extract/css'
import { tokens } from './tokens'

// This theme's values for the contract's variables, on :root. Every component reads them.
createGlobalTheme(':root', vars, tokens)
`,
    'src/index.ts': `// Tokens and base's page defaults first, so they come before every component rule in style.css.
import './theme.css'
import '@dealer/theme-base/global.css'
import { defineTheme } from '@dealer/theme-contract'
import { IconSprite, withBaseSlots } from '@dealer/theme-base/source'
import { theme as browserTheme } from './browser'
import { tokens } from './tokens'

/**
 * The ${label} theme: base's slots in this theme's tokens. The browser's theme (./browser) plus what
 * only the server uses: the token values, Header and Footer, the icons' sprite. Redraw Header or
 * Footer by adding it here, e.g. \`withBaseSlots({ ...browserTheme.slots, Header })\` with
 * \`src/header/header.tsx\`; CarCard and VehicleCtas go in browser.ts. The slots left out are base's,
 * compiled into this theme's own style.css. Base's icons point at base's sprite, which the server
 * writes once per page.
 */
export const theme = defineTheme({
  ...browserTheme,
  tokens,
  slots: withBaseSlots({ ...browserTheme.slots }),
  sprite: IconSprite,
})

export default theme
export { tokens }
`,
    'src/browser.ts': `/**
 * The ${label} theme as the browser loads it (\`./browser\`, docs/decisions/022-theme-packages.md):
 * every slot but Header and Footer, which the server renders as static HTML (ADR 008), so their code
 * stays out of every page's JavaScript and the pages within its budget. Redraw CarCard or VehicleCtas
 * here (\`src/car-card/car-card.tsx\` in place of base's), and add the optional Hero, SearchFilters or
 * layout here too; index.ts adds Header, Footer, the tokens and the sprite for the server.
 */
import { defineBrowserTheme } from '@dealer/theme-contract'
import { CarCard, VehicleCtas } from '@dealer/theme-base/source'

export const theme = defineBrowserTheme({
  name: '${name}',
  label: '${label}',
  slots: { CarCard, VehicleCtas },
})

export default theme
`,
    'src/contract.test.tsx': CONTRACT_TEST,
    'scripts/preview.tsx': `/** \`pnpm preview\`: build first (it reads dist/), then render and screenshot the ${label} theme. */
import theme from '@dealer/theme-${name}'
import { fileURLToPath } from 'node:url'
import { writePreview } from '@dealer/theme-base/preview'

const dir = fileURLToPath(new URL('..', import.meta.url))
for (const file of writePreview({ theme, dir })) console.log(file)
`,
    'vite.config.ts': `import { themeLibraryConfig } from '@dealer/theme-base/vite-library'

// @dealer/theme-base is not external: what this theme takes from \`@dealer/theme-base/source\` is
// bundled, so base's styles for those components compile into this theme's own style.css.
export default themeLibraryConfig()
`,
    'vitest.config.ts': fs.readFileSync(path.join(root, 'themes/coastal/vitest.config.ts'), 'utf8'),
    'tsconfig.json': fs.readFileSync(path.join(base, 'tsconfig.json'), 'utf8'),
    'tsconfig.build.json': fs.readFileSync(path.join(base, 'tsconfig.build.json'), 'utf8'),
    '.gitignore': 'preview/\n',
    'README.md': readme(name, 'base'),
  }
}

/**
 * The shared contract suite (@dealer/theme-contract/testing): every slot with every fixture, the DOM
 * contract, static Header and Footer, token pairs with every demo dealer's brand colours.
 */
const CONTRACT_TEST = `/// <reference types="vite/client" />
import { demoTenants, themeContractSuite } from '@dealer/theme-contract/testing'
import theme from './index'

// Every demo dealer's brand colours: any dealer may pick this theme.
const tenants = demoTenants(import.meta.glob('../../../tenants/*/tenant.json', { eager: true, import: 'default' }))
themeContractSuite(theme, { tenants })
`

/** @param {string} name @param {string} from */
function readme(name, from) {
  const label = labelOf(name)
  return `# @dealer/theme-${name} — "${label}"

A dealer theme made by \`pnpm create-theme ${name} --from ${from}\`. A tenant uses it by setting
\`"theme": "${name}"\` in its \`tenants/<slug>/tenant.json\`: the app finds every installed theme by
its package.json (\`dealerTheme\`), nothing else to register (docs/decisions/022-theme-packages.md).

\`\`\`sh
pnpm --filter @dealer/theme-${name} build      # dist/index.js + dist/style.css
pnpm --filter @dealer/theme-${name} test
pnpm --filter @dealer/theme-${name} typecheck
pnpm --filter @dealer/theme-${name} preview    # screenshots in preview/
pnpm dev                                       # the app, with every theme rebuilt on save
\`\`\`

- Tokens: \`src/tokens.ts\` (\`ThemeTokens\`), put on \`:root\` by \`src/theme.css.ts\`. Keep the token
  pairs readable (packages/theme-contract/README.md, Token pairs).
- Slots: \`src/index.ts\`. Redraw one in \`src/<slot>/<slot>.tsx\` + \`<slot>.css.ts\`, reusing parts of
  \`@dealer/theme-base/source\`; the slots left out are base's.
- Contract: \`peerDependencies\` names the \`@dealer/theme-contract\` range this theme supports; the app
  refuses it at start-up when its contract is outside the range.
- Ships built JS and CSS (\`dist/\`): \`pnpm pack\` uses \`publishConfig\`.

The guide from here to a dealer using this theme: docs/themes.md in the platform's repository.
`
}

/**
 * Writes themes/<name> under `root` (the repository) from base or coastal. From coastal the files
 * are copied with every `coastal`/`Coastal` renamed; from base the theme is base's tokens over
 * `withBaseSlots()`. Builds, caches and installs are never copied.
 * @param {{ root: string, name: string, from?: 'base' | 'coastal' }} options
 * @returns {{ dir: string, files: string[] }}
 */
export function scaffoldTheme({ root, name, from = 'base' }) {
  const target = checkArguments(root, name, from)
  const source = path.join(root, 'themes', from)
  const sourcePkg = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8'))
  /** @type {Record<string, string>} */
  let files
  if (from === 'coastal') {
    const rename = (/** @type {string} */ text) =>
      text
        .replace(/coastal/g, name)
        .replace(/Coastal/g, labelOf(name))
        .replace(/COASTAL/g, name.toUpperCase().replace(/-/g, '_'))
    files = Object.fromEntries(
      listFiles(source)
        .filter((rel) => rel !== 'package.json')
        .map((rel) => [rename(rel), rename(fs.readFileSync(path.join(source, rel), 'utf8'))]),
    )
  } else {
    files = fromBase(root, name)
  }
  files['package.json'] = `${JSON.stringify(packageJson(sourcePkg, name, from), null, 2)}\n`
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(target, rel)), { recursive: true })
    fs.writeFileSync(path.join(target, rel), text)
  }
  return { dir: target, files: Object.keys(files).sort() }
}

/**
 * Links the new theme into the workspace and the app (`pnpm --filter @dealer/web add
 * @dealer/theme-<name>@workspace:^` and `pnpm install`), then builds and tests it.
 * @param {{ root: string, name: string, run?: (cmd: string, args: string[]) => void }} options
 */
export function installTheme({ root, name, run }) {
  const exec =
    run ??
    ((/** @type {string} */ cmd, /** @type {string[]} */ args) =>
      execFileSync(cmd, args, { cwd: root, stdio: 'inherit' }))
  exec('pnpm', ['--filter', '@dealer/web', 'add', `@dealer/theme-${name}@workspace:^`])
  // `add` with a filter installs the app only; this links the theme's own dependencies.
  exec('pnpm', ['install'])
  exec('pnpm', ['--filter', `@dealer/theme-${name}`, 'build'])
  exec('pnpm', ['--filter', `@dealer/theme-${name}`, 'test'])
}
