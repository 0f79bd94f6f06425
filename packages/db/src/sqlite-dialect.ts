import { SqliteDialect, SqliteDriver, CompiledQuery, type DatabaseConnection, type Driver } from 'kysely'

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
