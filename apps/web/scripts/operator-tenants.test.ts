import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const appDir = path.resolve(import.meta.dirname, '..')
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-tenants-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

describe('an operator command and a tenant file it cannot use', () => {
  it('names the file and the field, and exits 2 without a stack trace', () => {
    const tenantsDir = path.join(root, 'tenants')
    fs.mkdirSync(path.join(tenantsDir, 'westside-car-co'), { recursive: true })
    const file = path.join(tenantsDir, 'westside-car-co', 'tenant.json')
    const tenant = JSON.parse(fs.readFileSync(path.join(appDir, '../../tenants/westside-car-co/tenant.json'), 'utf8'))
    delete tenant.$schema
    fs.writeFileSync(file, JSON.stringify({ ...tenant, hostnames: ['https://www.westsidecarco.com.au/'] }))
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/import-feed.ts', '--tenant', 'westside-car-co', '--file', 'stock.csv'],
      {
        cwd: appDir,
        env: { ...process.env, TENANTS_DIR: tenantsDir, DATA_DIR: path.join(root, 'data') },
        encoding: 'utf8',
      },
    )
    // Was the TenantConfigError thrown out of the script: its source line, a caret and a stack.
    expect(run.stderr).toContain(`Invalid tenant config ${file}:\n  - hostnames.0: Expected a host name only`)
    expect(run.stderr).not.toMatch(/\n\s+at /)
    expect(run.status).toBe(2)
  }, 60_000)
})
