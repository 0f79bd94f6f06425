#!/usr/bin/env node
/**
 * Type-checks every workspace package (`pnpm run typecheck`, and `pnpm run validate` in CI).
 *
 * The packages import each other's TypeScript sources, so `tsc -p .` in each one checked the
 * sources of everything it imports again: 25 programs, about 280 s of CPU on a 2-core machine.
 * Every package whose typecheck is the plain `tsc -p .` over a tsconfig that only extends the base
 * and lists folders is checked here in one program (same compiler options, each file once: about
 * 15 s). A package with anything else in its tsconfig or its typecheck script (apps/web's paths and
 * types, theme-kit's checked JS) runs its own script, two at a time beside the shared program.
 *
 * `pnpm --filter <package> typecheck` still checks one package alone.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const workspaceDirs = ['apps', 'packages', 'themes']
const base = '../../tsconfig.base.json'

/** @returns {{ dir: string, name: string, script: string }[]} */
function packagesWithTypecheck() {
  const found = []
  for (const group of workspaceDirs) {
    const groupDir = path.join(root, group)
    if (!existsSync(groupDir)) continue
    for (const entry of readdirSync(groupDir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue
      const dir = path.join(groupDir, entry.name)
      const manifest = path.join(dir, 'package.json')
      if (!existsSync(manifest)) continue
      const pkg = JSON.parse(readFileSync(manifest, 'utf8'))
      if (pkg.scripts?.typecheck) found.push({ dir, name: pkg.name, script: pkg.scripts.typecheck })
    }
  }
  return found
}

/** The folders and files a plain package's tsconfig lists, or null when it sets anything else. */
function plainIncludes(pkg) {
  if (pkg.script !== 'tsc -p .') return null
  const file = path.join(pkg.dir, 'tsconfig.json')
  let config
  try {
    config = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null // comments or trailing commas: leave it to its own tsc
  }
  const keys = Object.keys(config).sort().join(',')
  if (keys !== 'extends,include' || config.extends !== base || !Array.isArray(config.include)) return null
  return config.include
}

function run(label, command, args, cwd) {
  return new Promise((resolve) => {
    const started = Date.now()
    const bin = [path.join(cwd, 'node_modules/.bin'), path.join(root, 'node_modules/.bin')]
    const env = { ...process.env, PATH: [...bin, process.env.PATH].join(path.delimiter) }
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${label} (${seconds} s)\n${code === 0 ? '' : output}`)
      resolve(code === 0)
    })
  })
}

const packages = packagesWithTypecheck()
const shared = []
const alone = []
for (const pkg of packages) {
  const include = plainIncludes(pkg)
  if (include) shared.push({ pkg, include })
  else alone.push(pkg)
}

const cacheDir = path.join(root, 'node_modules/.cache/typecheck-all')
mkdirSync(cacheDir, { recursive: true })
const fromCache = (p) => path.relative(cacheDir, p).split(path.sep).join('/')
const combined = path.join(cacheDir, 'tsconfig.json')
writeFileSync(
  combined,
  JSON.stringify(
    {
      extends: fromCache(path.join(root, 'tsconfig.base.json')),
      include: shared.flatMap(({ pkg, include }) => include.map((entry) => fromCache(path.join(pkg.dir, entry)))),
      exclude: ['**/node_modules', '**/dist', '**/build'].map((glob) => `${fromCache(root)}/${glob}`),
    },
    null,
    2,
  ),
)

const tsc = path.join(root, 'node_modules/.bin/tsc')
const jobs = [
  () => run(`${shared.length} packages in one program`, tsc, ['-p', combined], root),
  ...alone.map((pkg) => () => run(pkg.name, 'sh', ['-c', pkg.script], pkg.dir)),
]

let ok = true
let next = 0
async function worker() {
  while (next < jobs.length) {
    const job = jobs[next++]
    if (!(await job())) ok = false
  }
}
await Promise.all([worker(), worker()])
process.exit(ok ? 0 : 1)
