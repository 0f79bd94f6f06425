import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { defaultSqlitePath } from './repo-root'
import type { Schema } from './schema'
import { ImmediateSqliteDialect, preparedOnce } from './sqlite-dialect'

export type Dialect = 'sqlite' | 'postgres'

/** An open database: the Kysely instance, which engine it talks to, and how to close it. */
export interface Database {
  db: Kysely<Schema>
  dialect: Dialect
  destroy(): Promise<void>
}

export interface DatabaseOptions {
  /** `postgres://` or `postgresql://` selects PostgreSQL; `file:` or `sqlite:` names a SQLite file. */
  url?: string
  /** SQLite file; defaults to `<repo root>/.data/dealer.sqlite`. `:memory:` works for throwaway use. */
  sqlitePath?: string
}

const POSTGRES_URL = /^postgres(ql)?:\/\//i
const SQLITE_URL = /^(sqlite|file):/i

/**
 * Opens the database. With no options, `DATABASE_URL` decides: a PostgreSQL URL uses a pg pool,
 * anything empty uses the SQLite file. An unrecognised URL scheme throws rather than quietly
 * writing to a local file the operator did not ask for.
 */
export function createDatabase(options?: DatabaseOptions): Database {
  const url = (options ? options.url : process.env.DATABASE_URL)?.trim() || undefined
  if (url && POSTGRES_URL.test(url)) return openPostgres(url)
  if (url && !SQLITE_URL.test(url)) {
    throw new Error(
      `Unsupported DATABASE_URL scheme in "${redact(url)}": use postgres://... for PostgreSQL, or leave it unset for the SQLite file`,
    )
  }
  const fromUrl = url ? url.replace(SQLITE_URL, '').replace(/^\/\/(?=\/)/, '') : undefined
  return openSqlite(options?.sqlitePath ?? (fromUrl || defaultSqlitePath()))
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString })
  // An idle client losing its connection emits 'error' on the pool; unhandled, that kills the
  // process. The pool drops the client and the next query gets a fresh one.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message))
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) })
  return { db, dialect: 'postgres', destroy: () => db.destroy() }
}

function openSqlite(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const sqlite = new SqliteDatabase(path)
  // WAL lets readers run beside one writer across processes; FULL sync makes a commit durable
  // before we acknowledge it (a stored lead must survive a power cut).
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  const db = new Kysely<Schema>({ dialect: new ImmediateSqliteDialect({ database: preparedOnce(sqlite) }) })
  return { db, dialect: 'sqlite', destroy: () => db.destroy() }
}

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@')
}
