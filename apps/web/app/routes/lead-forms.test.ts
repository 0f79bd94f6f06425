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
  it.each(formRoutes)('%s is never cached for other shoppers', (file) => {
    expect(read(path.join(routesDir, file))).toMatch(/export const headers = leadFormHeaders/)
  })
  it.each(reexports.length ? reexports : ['(none)'])(
    '%s re-exports the headers of the form route it serves',
    (file) => {
      if (file === '(none)') return
      expect(read(path.join(routesDir, file))).toMatch(/export \{[^}]*\bheaders\b[^}]*\} from/)
    },
  )
})
