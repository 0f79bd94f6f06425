import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/**
 * The monorepo root: the nearest folder at or above `from` that holds pnpm-workspace.yaml.
 * Walks up from the working directory rather than from this file because Vite bundles this
 * package into the app's server build, where import.meta.url points into build/. Falls back to
 * `from` itself when no workspace file is found (for example a deployed build without it).
 */
export function findRepoRoot(from: string = process.cwd()): string {
  let dir = resolve(from)
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir
    const parent = dirname(dir)
    if (parent === dir) return resolve(from)
    dir = parent
  }
}

/** Default SQLite file: `<repo root>/.data/dealer.sqlite`. */
export function defaultSqlitePath(from?: string): string {
  return join(findRepoRoot(from), '.data', 'dealer.sqlite')
}
