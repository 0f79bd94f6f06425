/**
 * Throws a readable error when two items share `key`, before the database would reject the
 * batch with a bare constraint violation.
 */
export function assertUnique<T, K extends keyof T>(caller: string, items: readonly T[], key: K): void {
  const seen = new Set<unknown>()
  for (const item of items) {
    const value = item[key]
    if (seen.has(value)) throw new Error(`${caller}: duplicate ${String(key)} "${String(value)}"`)
    seen.add(value)
  }
}
