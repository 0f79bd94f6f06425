import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDatabase } from '@dealer/db'
import { seedDemo } from '@dealer/demo-data'
import { loadTenants } from '@dealer/tenant'
import { E2E_NOW_ISO } from './clock'

/*
 * A private instance of the real server (the built app, `node server/index.js`) on its own port
 * and data directory, for tests that kill it, starve its database or change its settings, apart
 * from the shared server of the browser suite.
 */
const appDir = path.resolve(import.meta.dirname, '../..')
const tenantsSource = path.resolve(appDir, '../../tenants')

export interface PrivateSite {
  dataDir: string
  tenantsDir: string
  sqlitePath: string
}

/**
 * A data directory with one dealer (a small copy of `slug`, changed by `edit`) seeded without
 * photos (lead tests need no images), into the SQLite file of the data directory or, given
 * `databaseUrl`, that (PostgreSQL) database.
 */
export async function preparePrivateSite(
  slug: string,
  edit: (tenant: Record<string, unknown>) => void,
  cars = 60,
  baseDir: string = os.tmpdir(),
  databaseUrl?: string,
): Promise<PrivateSite> {
  fs.mkdirSync(baseDir, { recursive: true })
  const root = fs.mkdtempSync(path.join(baseDir, `site-${slug}-`))
  const tenantsDir = path.join(root, 'tenants')
  const dataDir = path.join(root, 'data')
  fs.mkdirSync(path.join(tenantsDir, slug), { recursive: true })
  const tenant = JSON.parse(fs.readFileSync(path.join(tenantsSource, slug, 'tenant.json'), 'utf8')) as Record<
    string,
    unknown
  >
  delete tenant.$schema
  ;(tenant.demo as { cars: number }).cars = cars
  edit(tenant)
  fs.writeFileSync(path.join(tenantsDir, slug, 'tenant.json'), JSON.stringify(tenant, null, 2))
  const sqlitePath = path.join(dataDir, 'dealer.sqlite')
  fs.mkdirSync(dataDir, { recursive: true })
  const database = databaseUrl ? createDatabase({ url: databaseUrl }) : createDatabase({ sqlitePath })
  try {
    await seedDemo(database, loadTenants(tenantsDir), { now: new Date(E2E_NOW_ISO) })
  } finally {
    await database.destroy()
  }
  return { dataDir, tenantsDir, sqlitePath }
}

export interface RunningServer {
  process: ChildProcess
  port: number
  output: () => string
  exited: Promise<void>
  /** SIGKILL: no shutdown hooks, no flushing; the crash a power cut would be. */
  kill(): Promise<void>
  stop(): Promise<void>
}

export async function startServer(
  site: PrivateSite,
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  let output = ''
  const child = spawn(
    process.execPath,
    [...(process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), path.join(appDir, 'server/index.js')],
    {
      cwd: appDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: site.dataDir,
        TENANTS_DIR: site.tenantsDir,
        APP_NOW: E2E_NOW_ISO,
        PAGE_CACHE_SECONDS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`)
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`)
      if (res.ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    process: child,
    port,
    output: () => output,
    exited,
    kill: async () => {
      child.kill('SIGKILL')
      await exited
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
