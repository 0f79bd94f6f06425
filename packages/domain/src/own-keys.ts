/**
 * A plain object's own value for a key that may come from a request, a feed or a stored payload
 * (docs/spec-coverage.md, Hardening): `record[key]` would find Object's `constructor` for
 * `constructor` and the prototype for `__proto__`. The lint rule `local/own-keys` asks for this
 * (or a Map) wherever a string-keyed object is read by an open string.
 */
export function ownValue<T>(record: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined
}
