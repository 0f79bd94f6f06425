import { sql, type RawBuilder } from 'kysely'

/**
 * `ON CONFLICT DO UPDATE SET col = excluded.col` for every column of `row` except the key
 * columns; the same SQL on SQLite and PostgreSQL.
 */
export function excludedColumns<R extends object, K extends keyof R>(
  row: R,
  keys: readonly K[],
): { [C in Exclude<keyof R, K>]?: RawBuilder<R[C]> } {
  const set: Record<string, RawBuilder<unknown>> = {}
  for (const column of Object.keys(row)) {
    if (!keys.includes(column as K)) set[column] = sql.ref(`excluded.${column}`)
  }
  return set as { [C in Exclude<keyof R, K>]?: RawBuilder<R[C]> }
}
