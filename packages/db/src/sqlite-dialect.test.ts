import SqliteDatabase from 'better-sqlite3'
import { Kysely, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { ImmediateSqliteDialect, preparedOnce } from './sqlite-dialect'

describe('preparedOnce', () => {
  it('prepares each SQL text once and answers every query with its own parameters', async () => {
    const sqlite = new SqliteDatabase(':memory:')
    let prepared = 0
    const counted = Object.assign(Object.create(sqlite) as SqliteDatabase.Database, {
      prepare: (text: string) => {
        prepared++
        return sqlite.prepare(text)
      },
      close: () => sqlite.close(),
    })
    const db = new Kysely<{ cars: { id: number; make: string } }>({
      dialect: new ImmediateSqliteDialect({ database: preparedOnce(counted) }),
    })
    await sql`create table cars (id integer primary key, make text not null)`.execute(db)
    for (const [id, make] of [
      [1, 'Toyota'],
      [2, 'Hyundai'],
      [3, 'Toyota'],
    ] as const)
      await db.insertInto('cars').values({ id, make }).execute()
    const byMake = (make: string) => db.selectFrom('cars').select('id').where('make', '=', make).orderBy('id').execute()
    expect(await byMake('Toyota')).toEqual([{ id: 1 }, { id: 3 }])
    expect(await byMake('Hyundai')).toEqual([{ id: 2 }])
    expect(await byMake('Kia')).toEqual([])
    // create, insert (one text for three rows) and select: three statements.
    expect(prepared).toBe(3)
    await db.destroy()
  })

  it('gives a query its own statement while the kept one is busy (a streamed query not read to its end)', () => {
    const made: { busy: boolean }[] = []
    const database = preparedOnce({
      prepare: () => {
        const statement = { busy: false, reader: true, all: () => [], run: () => ({ changes: 0, lastInsertRowid: 0 }) }
        made.push(statement)
        return { ...statement, iterate: () => [][Symbol.iterator]() }
      },
      close: () => {},
    })
    const first = database.prepare('select 1')
    expect(database.prepare('select 1')).toBe(first)
    ;(first as unknown as { busy: boolean }).busy = true
    const other = database.prepare('select 1')
    expect(other).not.toBe(first)
    ;(first as unknown as { busy: boolean }).busy = false
    expect(database.prepare('select 1')).toBe(first)
  })
})
