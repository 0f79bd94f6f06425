import { Migrator, NO_MIGRATIONS, sql, type MigrationResultSet } from 'kysely'
import type { Database } from './connection'
import { migrations } from './migrations/index'

/**
 * Brings the schema up to the latest migration. Safe to call on every start and from several
 * processes at once (Kysely holds a lock while migrating). Throws naming the failed migration.
 */
export async function migrateToLatest(database: Database): Promise<void> {
  const migrator = await createMigrator(database)
  reportFailure(await migrator.migrateToLatest())
}

/** Undoes every migration, dropping all tables; for tests and local resets. */
export async function migrateDownToEmpty(database: Database): Promise<void> {
  const migrator = await createMigrator(database)
  reportFailure(await migrator.migrateTo(NO_MIGRATIONS))
}

async function createMigrator(database: Database): Promise<Migrator> {
  return new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    // Branches of one release take numbers side by side (analytics took 0010 while stock feeds
    // took 0009): a database that ran the later number first must still take the earlier one
    // when the branches meet, instead of refusing to start. Each migration stands alone.
    allowUnorderedMigrations: true,
    // On PostgreSQL Kysely looks for its bookkeeping table in every schema unless told which
    // one; with another schema already migrated in the same database it would wrongly skip
    // creating it. Pin it to the schema our tables go to (the first on search_path).
    migrationTableSchema: database.dialect === 'postgres' ? await currentSchema(database) : undefined,
  })
}

async function currentSchema(database: Database): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(database.db)
  const schema = rows[0]?.schema
  if (!schema) throw new Error('Database migration failed: PostgreSQL search_path names no existing schema')
  return schema
}

function reportFailure({ error, results }: MigrationResultSet): void {
  if (!error) return
  const failed = results?.find((r) => r.status === 'Error')?.migrationName
  const reason = error instanceof Error ? error.message : String(error)
  throw new Error(`Database migration ${failed ? `"${failed}" ` : ''}failed: ${reason}`, { cause: error })
}
