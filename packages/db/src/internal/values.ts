/** Booleans are stored as 0/1 on both engines so one set of queries works everywhere. */
export function toFlag(value: boolean): number {
  return value ? 1 : 0
}

export function fromFlag(value: number | boolean | string): boolean {
  // pg returns integers as numbers, but be lenient in case a column is ever read as text.
  return value === true || value === 1 || value === '1'
}

export function toNullableJson(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value)
}

export function fromJson(text: string | null): unknown {
  return text === null ? null : JSON.parse(text)
}

/**
 * A timestamp or date as UTC ISO-8601 (`2024-05-01T00:00:00.000Z`), read the way Date.parse
 * reads it so SQL comparisons agree with the domain's in-memory rules; null when unparseable.
 */
export function toUtcIso(value: string | null): string | null {
  if (value === null) return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/** Aggregates come back as strings from pg (bigint, numeric) and as numbers from SQLite. */
export function toNumber(value: unknown): number {
  if (value === null || value === undefined) return 0
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? n : 0
}
