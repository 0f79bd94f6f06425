import path from 'node:path'
import { createDatabase, type Database } from '@dealer/db'
import type { AppPaths } from './paths'

/**
 * The app's database, as the server and every command open it: DATABASE_URL when it is set,
 * otherwise dealer.sqlite in the data folder.
 */
export function openAppDatabase(paths: AppPaths, env: NodeJS.ProcessEnv = process.env): Database {
  return createDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { sqlitePath: path.join(paths.dataDir, 'dealer.sqlite') },
  )
}
