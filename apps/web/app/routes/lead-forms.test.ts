import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { leadFormHeaders } from '../.server/lead-action'

/*
 * Every route that renders a lead form (its loader calls leadFormBoot, directly or through a
 * .server module, so its page carries an idempotency key) must send `no-store`: a form page
 * served from the shared page cache would give two shoppers one key, and the second lead would
 * be taken for a repeat of the first. Routes that re-export a form route must re-export its
 * `headers` too. (e2e/lead-guard.spec.ts checks the same over HTTP.)
 */
const routesDir = path.dirname(new URL(import.meta.url).pathname)
const serverDir = path.join(routesDir, '../.server')
const read = (file: string) => fs.readFileSync(file, 'utf8')
const sourceFiles = (dir: string) => fs.readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))

const bootModules = sourceFiles(serverDir)
  .filter((f) => f !== 'lead-action.ts' && read(path.join(serverDir, f)).includes('leadFormBoot('))
  .map((f) => f.replace(/\.ts$/, ''))
const rendersForm = (source: string) =>
  source.includes('leadFormBoot(') || bootModules.some((m) => source.includes(`from '~/.server/${m}'`))

const routes = sourceFiles(routesDir)
const formRoutes = routes.filter((f) => rendersForm(read(path.join(routesDir, f))))
const reexports = routes.filter(
  (f) =>
    !formRoutes.includes(f) &&
    formRoutes.some((r) => read(path.join(routesDir, f)).includes(`from './${r.replace(/\.tsx?$/, '')}'`)),
)

describe('lead form routes', () => {
  it('are found (direct and through .server modules)', () => {
    expect(formRoutes).toContain('cars.$slug_.enquire.tsx')
    expect(formRoutes.length).toBeGreaterThan(5)
  })
  it('send private, no-store through leadFormHeaders', () => {
    expect(new Headers(leadFormHeaders()).get('cache-control')).toBe('private, no-store')
  })
  // The re-exporting routes are aliases of a form page (finance, checkout, trade-in); if none were
  // found, the check below would pass over nothing, so the known ones must be among them.
  it('re-exporting aliases are found', () => {
    expect(reexports).toEqual(
      expect.arrayContaining([
        'apply-for-finance.tsx',
        'cars.$slug_.buy-online.tsx',
        'cars.trade-in.tsx',
        'sell-my-car.tsx',
      ]),
    )
    expect(reexports.length).toBeGreaterThanOrEqual(7)
  })
  it.each(formRoutes)('%s is never cached for other shoppers', (file) => {
    expect(read(path.join(routesDir, file))).toMatch(/export const headers = leadFormHeaders/)
  })
  // A form that fails shows its own message in the dealer's layout and the way back, not a bare error.
  it.each(formRoutes)('%s has its own ErrorBoundary', (file) => {
    expect(read(path.join(routesDir, file))).toMatch(/^export function ErrorBoundary\(/m)
  })
  it.each(reexports)('%s re-exports the headers of the form route it serves', (file) => {
    expect(read(path.join(routesDir, file))).toMatch(/export \{[^}]*\bheaders\b[^}]*\} from/)
  })
  // An alias that missed one (shouldRevalidate, ErrorBoundary) would behave unlike its route.
  it.each(reexports)('%s re-exports every route export of the route it serves', (file) => {
    const source = read(path.join(routesDir, file))
    const [, names, target] = source.match(/export \{([^}]*)\} from '\.\/([^']+)'/) ?? []
    const served = read(path.join(routesDir, `${target}.tsx`))
    const routeExports = [...served.matchAll(/^export (?:const|function|async function) (\w+)/gm)].map((m) => m[1])
    if (/^export default /m.test(served)) routeExports.push('default')
    expect(routeExports).toContain('loader')
    expect(names!.split(',').map((n) => n.trim())).toEqual(expect.arrayContaining(routeExports))
  })
})
