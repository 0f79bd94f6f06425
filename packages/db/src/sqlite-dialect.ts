import {
  SqliteDialect,
  SqliteDriver,
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely'

/**
 * Several processes (server, delivery worker, import command) share one SQLite file. A plain
 * `BEGIN` starts as a reader and upgrades on its first write; if another process wrote in
 * between, SQLite fails at once with SQLITE_BUSY instead of waiting for busy_timeout.
 * `BEGIN IMMEDIATE` takes the write lock up front, so writers queue behind busy_timeout.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

/** Kysely's SQLite dialect, with every transaction started as `BEGIN IMMEDIATE`. */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0]

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config)
    this.#config = config
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config)
  }
}

/** At most this many prepared statements kept (the app's queries are a few hundred shapes). */
const MAX_STATEMENTS = 1000

/**
 * The database as Kysely's SQLite driver sees it, with each statement prepared once per SQL text:
 * the driver prepares every query afresh, and preparing (parsing and planning the SQL) cost more than
 * running a car page's queries (bench/pages/RESULTS.md, session 10). A statement still busy (a
 * streamed query not read to its end) is not shared: that query gets one of its own. SQLite prepares
 * a kept statement again by itself when the schema changes.
 */
export function preparedOnce(database: {
  prepare(sql: string): SqliteStatement & { readonly busy?: boolean }
  close(): void
}): SqliteDatabase {
  const statements = new Map<string, SqliteStatement & { readonly busy?: boolean }>()
  return {
    prepare(sql) {
      const kept = statements.get(sql)
      if (kept && !kept.busy) return kept
      const statement = database.prepare(sql)
      if (kept) return statement
      if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!)
      statements.set(sql, statement)
      return statement
    },
    close() {
      statements.clear()
      database.close()
    },
  }
}
