import { existsSync } from 'node:fs'
import path from 'node:path'

/** The repository root: the nearest folder above cwd holding pnpm-workspace.yaml. */
export function repoRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start)
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir
    const parent = path.dirname(dir)
    if (parent === dir) return path.resolve(start)
    dir = parent
  }
}

export interface AppPaths {
  tenantsDir: string
  dataDir: string
  imagesDir: string
  imageCacheDir: string
  /** Stored documents served at /documents/... (a car's history report), one folder per tenant. */
  documentsDir: string
  /** Stored videos served at /videos/... (a car's walkaround), one folder per tenant and a shared demo one. */
  videosDir: string
  /** The platform's default content pages (tenants override them in tenants/<slug>/pages). */
  contentDir: string
}

export function appPaths(env: NodeJS.ProcessEnv = process.env): AppPaths {
  const root = repoRoot()
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(root, '.data')
  return {
    tenantsDir: env.TENANTS_DIR ? path.resolve(env.TENANTS_DIR) : path.join(root, 'tenants'),
    dataDir,
    imagesDir: path.join(dataDir, 'images'),
    imageCacheDir: path.join(dataDir, 'image-cache'),
    documentsDir: path.join(dataDir, 'documents'),
    videosDir: path.join(dataDir, 'videos'),
    contentDir: path.join(root, 'apps/web/content/pages'),
  }
}
