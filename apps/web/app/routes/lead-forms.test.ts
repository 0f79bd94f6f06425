import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * Every route that renders a lead form (it calls leadFormBoot, so its page carries an idempotency
 * key) must export `headers = leadFormHeaders`: a form page served from the shared page cache
 * would give two shoppers one key, and the second lead would be taken for a repeat of the first.
 */
const routesDir = path.dirname(new URL(import.meta.url).pathname)
const formRoutes = fs
  .readdirSync(routesDir)
  .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'))
  .filter((f) => /leadFormBoot\(|from '~\/\.server\/location-enquiry'/.test(fs.readFileSync(path.join(routesDir, f), 'utf8')))

describe('lead form routes', () => {
  it('there are some', () => expect(formRoutes.length).toBeGreaterThan(0))
  it.each(formRoutes)('%s is never cached for other shoppers', (file) => {
    const source = fs.readFileSync(path.join(routesDir, file), 'utf8')
    expect(source).toMatch(/export const headers = leadFormHeaders|export \{[^}]*\bheaders\b[^}]*\}/)
  })
})
