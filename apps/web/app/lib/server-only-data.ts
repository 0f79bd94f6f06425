/**
 * Loader data the server's render reads but the browser never needs: `fields` are set on `value` as
 * non-enumerable properties, which the server's `meta` and components see as usual and the
 * hydration data (turbo-stream writes an object's own enumerable keys) leaves out, on document and
 * data requests alike. Meant for markup the browser keeps as the server wrote it: structured data
 * for search engines, which read the server's HTML (bench/pages/RESULTS.md, session 9). In the
 * browser the fields are undefined, hence `Partial`.
 */
export function withServerOnly<T extends object, S extends object>(value: T, fields: S): T & Partial<S> {
  for (const [key, field] of Object.entries(fields))
    Object.defineProperty(value, key, { value: field, enumerable: false, writable: false, configurable: true })
  return value as T & Partial<S>
}

/**
 * What the browser puts where server-only JSON-LD was: an empty list, valid JSON-LD that states
 * nothing. While hydrating React keeps the server's script content (it neither compares nor replaces
 * inner HTML then); after a client-side navigation the page's head holds this.
 */
export const JSON_LD_KEPT: readonly never[] = []
