// What the Lighthouse benches share: the production server on a seeded data folder, the dealer
// pages by host name, and the Chromium Lighthouse drives. A module, not a command.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import lighthouse from 'lighthouse'
import { chromiumArgs } from '../../apps/web/scripts/chromium'

export const root = path.resolve(import.meta.dirname, '../..')

export const chromeFlags = [
  '--headless',
  ...chromiumArgs,
  // The dealer is chosen by host name: <slug>.localhost is this machine.
  '--host-resolver-rules=MAP *.localhost 127.0.0.1',
]

/** The server's environment: production, and nothing but the pages under test (no lead worker, no alert job). */
export function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LEAD_WORKER: 'off',
    ALERTS_JOB: 'off',
  }
}

export function requireBuild(command: string) {
  if (!existsSync(path.join(root, 'apps/web/build/server/index.js'))) {
    console.error(`No production build: run \`pnpm build\` first (\`${command}\` does).`)
    process.exit(1)
  }
}

/** Status code of a dealer page on the local server (fetch() may not set Host, so plain http). */
export function status(port: number, host: string, p: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`http://127.0.0.1:${port}${p}`, { headers: { host } }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      })
      .on('error', reject)
  })
}

/** Seeds the data folder if it needs it, starts the server and waits for its health check. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  execFileSync('pnpm', ['--filter', '@dealer/web', 'run', '--silent', 'seed'], { cwd: root, env, stdio: 'inherit' })
  const server = spawn('node', ['apps/web/server/index.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  const port = Number(env.PORT)
  for (let i = 0; i < 300; i++) {
    try {
      if ((await status(port, 'localhost', '/healthz')) === 200) return server
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  server.kill('SIGTERM')
  throw new Error(`The server did not answer /healthz on port ${port} within 30 s`)
}

/** The commit measured, marked when the app's code has uncommitted changes. */
export function commitLabel(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'apps', 'packages', 'themes', 'tenants'], {
      cwd: root,
    })
      .toString()
      .trim()
    return dirty ? `${sha} with uncommitted changes` : sha
  } catch {
    return 'unknown'
  }
}

/** What a run says of the browser and Lighthouse: recorded with the scores, which depend on them. */
export interface LighthouseEnvironment {
  userAgent: string
  benchmarkIndex: number
  lighthouse: string
}

export function lighthouseEnvironment(lhr: Awaited<ReturnType<typeof runLighthouse>>['lhr']): LighthouseEnvironment {
  return {
    userAgent: lhr.environment.hostUserAgent,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouse: lhr.lighthouseVersion,
  }
}

/** One line on the machine and the tools, since the scores depend on the CPU. */
export function machineLine(load: number[], environment: LighthouseEnvironment | undefined): string {
  const cpu = os.cpus()
  return (
    `Machine: ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, ` +
    `${os.type()} ${os.release()}; load average ${load.map((l) => l.toFixed(1)).join(' → ')} (1 min, start → end); ` +
    `Node ${process.version}; Lighthouse ${environment?.lighthouse ?? '?'}; ${environment?.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}; ` +
    `Lighthouse benchmark index ${environment?.benchmarkIndex ?? '?'}.`
  )
}

/** Puts a run on top of a RESULTS.md below its header; earlier runs stay below for comparison. */
export function prependRun(previous: string, header: string, marker: string, run: string): string {
  const older = previous.includes(marker) ? previous.slice(previous.indexOf(marker) + marker.length).trim() : ''
  return `${header}\n${run}${older ? `\n${older}\n` : ''}`
}

/**
 * One Lighthouse run of a page. A run whose trace Lighthouse could not record (NO_NAVSTART and the
 * like: 'Please run Lighthouse again') is run again, up to twice; it says nothing about the page.
 */
export async function runLighthouse(url: string, port: number, onlyCategories: string[]) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'html', logLevel: 'error', onlyCategories })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (!result.lhr.runtimeError) return result
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
    console.warn(`${url}: ${result.lhr.runtimeError.code}, running again`)
  }
}
