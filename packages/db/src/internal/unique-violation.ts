/**
 * Whether `error` is a unique-constraint violation of the named index or constraint, on either
 * engine: PostgreSQL's 23505 names the constraint; SQLite's message lists the index's columns
 * rather than its name, so there any unique violation of the statement counts.
 */
export function isUniqueViolation(error: unknown, name: string): boolean {
  if (!error || typeof error !== 'object') return false
  const e = error as { code?: unknown; constraint?: unknown }
  if (e.code === '23505') return e.constraint === name
  return e.code === 'SQLITE_CONSTRAINT_UNIQUE'
}
