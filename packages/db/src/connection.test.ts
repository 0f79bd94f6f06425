import { mkdtempSync, rmSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { createDatabase } from './connection'
import { defaultSqlitePath, findRepoRoot } from './repo-root'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'dealer-db-conn-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('createDatabase', () => {
  it('opens SQLite in WAL mode with full sync, foreign keys and a busy timeout, creating the folder', async () => {
    const path = join(tempDir(), 'nested', 'dir', 'x.sqlite')
    const database = createDatabase({ sqlitePath: path })
    try {
      expect(database.dialect).toBe('sqlite')
      expect(existsSync(path)).toBe(true)
      const pragma = async (name: string) => {
        const { rows } = await sql<Record<string, unknown>>`${sql.raw(`pragma ${name}`)}`.execute(database.db)
        return Object.values(rows[0] ?? {})[0]
      }
      expect(await pragma('journal_mode')).toBe('wal')
      expect(await pragma('synchronous')).toBe(2) // FULL
      expect(await pragma('foreign_keys')).toBe(1)
      expect(await pragma('busy_timeout')).toBe(5000)
    } finally {
      await database.destroy()
    }
  })

  it('starts SQLite transactions IMMEDIATE, so another process waits instead of failing mid-transaction', async () => {
    const path = join(tempDir(), 'lock.sqlite')
    const database = createDatabase({ sqlitePath: path })
    const other = new SqliteDatabase(path)
    other.pragma('busy_timeout = 0')
    try {
      await database.db.transaction().execute(async (trx) => {
        // Only a read so far: a deferred BEGIN would not hold the write lock yet.
        await sql`select 1`.execute(trx)
        expect(() => other.exec('begin immediate')).toThrow(/locked|busy/i)
      })
      other.exec('begin immediate')
      other.exec('rollback')
    } finally {
      other.close()
      await database.destroy()
    }
  })

  it('uses PostgreSQL for postgres:// and postgresql:// URLs without connecting up front', async () => {
    for (const url of ['postgres://u@127.0.0.1:1/db', 'postgresql://u@127.0.0.1:1/db']) {
      const database = createDatabase({ url })
      expect(database.dialect).toBe('postgres')
      await database.destroy()
    }
  })

  it('reads DATABASE_URL only when no options are given', async () => {
    const saved = process.env.DATABASE_URL
    process.env.DATABASE_URL = 'postgres://u@127.0.0.1:1/db'
    try {
      const fromEnv = createDatabase()
      expect(fromEnv.dialect).toBe('postgres')
      await fromEnv.destroy()
      const explicit = createDatabase({ sqlitePath: join(tempDir(), 'y.sqlite') })
      expect(explicit.dialect).toBe('sqlite')
      await explicit.destroy()
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL
      else process.env.DATABASE_URL = saved
    }
  })

  it('accepts file: URLs for SQLite and refuses unknown schemes', async () => {
    const path = join(tempDir(), 'z.sqlite')
    const database = createDatabase({ url: `file:${path}` })
    expect(database.dialect).toBe('sqlite')
    await database.destroy()
    expect(existsSync(path)).toBe(true)
    expect(() => createDatabase({ url: 'mysql://user:secret@host/db' })).toThrow(
      /Unsupported DATABASE_URL scheme in "mysql:\/\/\*\*\*@host\/db"/,
    )
  })
})

describe('findRepoRoot', () => {
  it('walks up to the folder holding pnpm-workspace.yaml', () => {
    const root = findRepoRoot(join(import.meta.dirname, 'repositories'))
    expect(existsSync(join(root, 'pnpm-workspace.yaml'))).toBe(true)
    expect(defaultSqlitePath(import.meta.dirname)).toBe(join(root, '.data', 'dealer.sqlite'))
  })

  it('falls back to the start folder outside a workspace', () => {
    const dir = tempDir()
    expect(findRepoRoot(dir)).toBe(dir)
  })
})
