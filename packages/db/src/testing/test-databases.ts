import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe } from 'vitest'
import { createDatabase, type Database, type Dialect } from '../connection'
import { migrateToLatest } from '../migrate'
import type { Schema } from '../schema'

/** What a suite gets: the open, migrated database of the dialect it runs on. */
export interface TestContext {
  readonly dialect: Dialect
  readonly database: Database
  readonly db: Kysely<Schema>
}

/**
 * Declares `suite` twice: against a fresh SQLite file, and against PostgreSQL when
 * TEST_DATABASE_URL is set (in a schema of its own, so parallel test files never collide).
 * Without the variable the PostgreSQL block is skipped and says so.
 */
export function describeEachDatabase(title: string, suite: (ctx: () => TestContext) => void): void {
  describe(`${title} [sqlite]`, () => {
    suite(withLifecycle(openSqlite))
  })
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    console.info(`[db tests] "${title}" on PostgreSQL skipped: set TEST_DATABASE_URL=postgres://... to run it`)
  }
  describe.skipIf(!url)(`${title} [postgres]`, () => {
    suite(withLifecycle(() => openPostgres(url!)))
  })
}

interface Opened {
  database: Database
  cleanup(): Promise<void>
}

function withLifecycle(open: () => Promise<Opened>): () => TestContext {
  let opened: Opened | undefined
  beforeAll(async () => {
    opened = await open()
    await migrateWhileOthersCleanUp(opened.database)
  }, 30_000)
  afterAll(async () => {
    await opened?.cleanup()
  })
  return () => {
    if (!opened) throw new Error('test database used outside a test')
    const { database } = opened
    return { dialect: database.dialect, database, db: database.db }
  }
}

/**
 * Test files run side by side, each in a schema of its own that it drops when done. Kysely's
 * migrator lists the tables of every schema first, and a schema another file drops during that
 * query fails it ('schema "test_…" does not exist', seen in CI). Only that is tried again.
 */
async function migrateWhileOthersCleanUp(database: Database): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateToLatest(database)
      return
    } catch (error) {
      const droppedElsewhere = /schema "test_[0-9a-f]{12}" does not exist/.test(String((error as Error).message))
      if (!droppedElsewhere || attempt === 5) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
    }
  }
}

async function openSqlite(): Promise<Opened> {
  const dir = mkdtempSync(join(tmpdir(), 'dealer-db-test-'))
  const database = createDatabase({ sqlitePath: join(dir, 'test.sqlite') })
  return {
    database,
    async cleanup() {
      await database.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A random schema in the PostgreSQL database, set as search_path on every pooled connection. */
export async function openPostgres(url: string): Promise<Opened> {
  const schema = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`create schema ${schema}`)
  } finally {
    await admin.end()
  }
  const database = createDatabase({ url: withSearchPath(url, schema) })
  return {
    database,
    async cleanup() {
      await database.destroy()
      const dropper = new pg.Client({ connectionString: url })
      await dropper.connect()
      try {
        await dropper.query(`drop schema ${schema} cascade`)
      } finally {
        await dropper.end()
      }
    },
  }
}

/** The URL with the libpq `options` parameter setting search_path (pg passes it at connect). */
export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url)
  const existing = parsed.searchParams.get('options')
  parsed.searchParams.set('options', `${existing ? `${existing} ` : ''}-c search_path=${schema}`)
  return parsed.toString()
}
