import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installTheme, scaffoldTheme } from './create-theme.js'

/*
 * The scaffolder on a copy of the repository's themes in a temporary folder: it never leaves a theme
 * in the repository's themes/. The made themes are built and tested there, with the installs of coastal.
 */
const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..')
const skipped = /[\\/](dist|\.turbo|node_modules|preview)([\\/]|$)/
let root: string

const filesOf = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))

beforeAll(() => {
  // Inside the repository's node_modules/.cache (ignored by git and the workspace), as Vite and
  // vanilla-extract resolve the shared packages' files from the workspace root.
  fs.mkdirSync(path.join(repo, 'node_modules/.cache'), { recursive: true })
  root = fs.mkdtempSync(path.join(repo, 'node_modules/.cache/create-theme-'))
  fs.copyFileSync(path.join(repo, 'tsconfig.base.json'), path.join(root, 'tsconfig.base.json'))
  // The contract suite checks a theme's token pairs with every demo dealer's colours.
  for (const tenant of fs.readdirSync(path.join(repo, 'tenants'))) {
    const file = path.join(repo, 'tenants', tenant, 'tenant.json')
    if (!fs.existsSync(file)) continue
    fs.mkdirSync(path.join(root, 'tenants', tenant), { recursive: true })
    fs.copyFileSync(file, path.join(root, 'tenants', tenant, 'tenant.json'))
  }
  for (const theme of ['base', 'coastal']) {
    fs.cpSync(path.join(repo, 'themes', theme), path.join(root, 'themes', theme), {
      recursive: true,
      filter: (src) => !skipped.test(path.relative(repo, src)),
    })
    // A node_modules folder with dist/ in it, as a developer's copy has: not to be copied.
    fs.mkdirSync(path.join(root, 'themes', theme, 'dist'), { recursive: true })
    fs.writeFileSync(path.join(root, 'themes', theme, 'dist/index.js'), '// built coastal')
    fs.mkdirSync(path.join(root, 'themes', theme, '.turbo'), { recursive: true })
    fs.writeFileSync(path.join(root, 'themes', theme, '.turbo/turbo-build.log'), 'coastal')
  }
})
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const run = promisify(execFile)

/**
 * Builds and tests a made theme where it is, with coastal's installed packages. Asynchronously: a
 * minute-long synchronous build would block the test worker's calls to vitest and fail the run.
 */
async function buildAndTest(dir: string) {
  fs.symlinkSync(path.join(repo, 'themes/coastal/node_modules'), path.join(dir, 'node_modules'), 'dir')
  const vite = path.join(repo, 'themes/coastal/node_modules/.bin/vite')
  await run(vite, ['build', '--logLevel', 'error'], { cwd: dir })
  await run(path.join(repo, 'node_modules/.bin/vitest'), ['run', '--reporter=dot'], { cwd: dir })
  return fs.readdirSync(path.join(dir, 'dist')).sort()
}

describe('scaffoldTheme --from coastal', () => {
  it('copies coastal renamed throughout, without builds, caches or installs', () => {
    const { dir, files } = scaffoldTheme({ root, name: 'harbour-view', from: 'coastal' })
    expect(dir).toBe(path.join(root, 'themes/harbour-view'))
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'src/index.ts',
        'src/browser.ts',
        'src/contract.test.tsx',
        'src/theme.test.tsx',
        'README.md',
      ]),
    )
    expect(filesOf(dir).filter((f) => skipped.test(f))).toEqual([])
    for (const file of filesOf(dir)) {
      expect(`${file}\n${fs.readFileSync(path.join(dir, file), 'utf8')}`, file).not.toMatch(/coastal/i)
    }
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
    expect(pkg).toMatchObject({
      name: '@dealer/theme-harbour-view',
      version: '0.1.0',
      keywords: ['dealer-theme'],
      dealerTheme: { name: 'harbour-view' },
      peerDependencies: { '@dealer/theme-contract': 'workspace:^' },
    })
    expect(fs.readFileSync(path.join(dir, 'src/browser.ts'), 'utf8')).toContain("label: 'Harbour View'")
    expect(pkg.exports['./browser']).toEqual({ types: './src/browser.ts', default: './dist/browser.js' })
  })

  it('builds dist/index.js, dist/browser.js and dist/style.css and passes its own tests', async () => {
    // The two entries share their slots' code in one chunk.
    const files = await buildAndTest(path.join(root, 'themes/harbour-view'))
    expect(files.filter((f) => !/^shared-[\w-]+\.js$/.test(f))).toEqual(['browser.js', 'index.js', 'style.css'])
    expect(files).toHaveLength(4)
  }, 120_000)
})

describe('scaffoldTheme --from base', () => {
  it("writes base's tokens over withBaseSlots, with a test of every slot", () => {
    // The test is the contract suite: every slot with every fixture, the DOM contract, token pairs.
    const { dir, files } = scaffoldTheme({ root, name: 'outpost', from: 'base' })
    expect(files).toEqual(
      expect.arrayContaining([
        'src/index.ts',
        'src/browser.ts',
        'src/tokens.ts',
        'src/theme.css.ts',
        'src/contract.test.tsx',
        'README.md',
      ]),
    )
    expect(fs.readFileSync(path.join(dir, 'src/index.ts'), 'utf8')).toContain(
      'slots: withBaseSlots({ ...browserTheme.slots })',
    )
    // The browser's entry, without Header and Footer: the server renders them as static HTML, and
    // without it every page's JavaScript holds the whole theme (over the budget, docs/themes.md §8).
    const browser = fs.readFileSync(path.join(dir, 'src/browser.ts'), 'utf8')
    expect(browser).toContain("label: 'Outpost'")
    expect(browser).toContain('slots: { CarCard, VehicleCtas }')
    expect(browser.replace(/\/\*\*[\s\S]*?\*\//, '')).not.toMatch(/Header|Footer|IconSprite|tokens/)
    expect(fs.readFileSync(path.join(dir, 'src/contract.test.tsx'), 'utf8')).toContain(
      'themeContractSuite(theme, { tenants })',
    )
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
    expect(Object.keys(pkg.exports)).toEqual(['.', './browser', './style.css'])
    expect(pkg.exports['./browser']).toEqual({ types: './src/browser.ts', default: './dist/browser.js' })
    expect(pkg.publishConfig.exports['./browser']).toEqual({
      types: './dist/types/browser.d.ts',
      default: './dist/browser.js',
    })
    expect(pkg.dependencies['@dealer/theme-base']).toBe('workspace:*')
    expect(pkg.dealerTheme).toEqual({ name: 'outpost' })
    expect(filesOf(dir).filter((f) => skipped.test(f))).toEqual([])
  })

  it('builds dist/index.js, dist/browser.js and dist/style.css and passes its own tests', async () => {
    const files = await buildAndTest(path.join(root, 'themes/outpost'))
    expect(files.filter((f) => !/^shared-[\w-]+\.js$/.test(f))).toEqual(['browser.js', 'index.js', 'style.css'])
    // Base's header menus are in the server's index.js only, not in what the browser loads.
    const text = (f: string) => fs.readFileSync(path.join(root, 'themes/outpost/dist', f), 'utf8')
    expect(text('index.js')).toContain('header-nav')
    for (const f of files.filter((f) => f.endsWith('.js') && f !== 'index.js'))
      expect(text(f), f).not.toContain('header-nav')
  }, 120_000)
})

describe('scaffoldTheme refuses', () => {
  it.each([
    ['Bad Name', 'base', 'lower-case letters'],
    ['x', 'base', 'lower-case letters'],
    ['coastal', 'base', 'is an existing theme'],
    ['outpost', 'base', 'themes/outpost exists already'],
    ['fresh', 'nonesuch', '--from nonesuch: one of base, coastal'],
  ] as const)('%s --from %s', (name, from, message) => {
    expect(() => scaffoldTheme({ root, name, from: from as 'base' })).toThrow(message)
  })
})

describe('installTheme', () => {
  it('adds the theme to the app by the workspace protocol, then builds and tests it', () => {
    const calls: string[] = []
    installTheme({ root, name: 'outpost', run: (cmd, args) => calls.push([cmd, ...args].join(' ')) })
    expect(calls).toEqual([
      'pnpm --filter @dealer/web add @dealer/theme-outpost@workspace:^',
      'pnpm install',
      'pnpm --filter @dealer/theme-outpost build',
      'pnpm --filter @dealer/theme-outpost test',
    ])
  })
})
