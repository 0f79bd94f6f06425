/*
 * SQLite allows at most 32766 bound parameters per statement and PostgreSQL 65535. Staying
 * under 30000 keeps one code path for both with room to spare.
 */
const MAX_PARAMETERS = 30_000

/** Splits rows into batches small enough for one multi-row INSERT each. */
export function chunkRows<T extends object>(rows: readonly T[]): T[][] {
  const first = rows[0]
  if (!first) return []
  const perRow = Math.max(1, Object.keys(first).length)
  return chunk(rows, Math.max(1, Math.floor(MAX_PARAMETERS / perRow)))
}

/** Splits values into batches of at most `size`. */
export function chunk<T>(values: readonly T[], size: number = MAX_PARAMETERS - 10): T[][] {
  const batches: T[][] = []
  for (let i = 0; i < values.length; i += size) batches.push(values.slice(i, i + size))
  return batches
}
