/**
 * Loader data a document's render reads but its browser never needs: in a document request
 * (`documentRequest`, app/load-context.ts) `fields` are set on `value` as non-enumerable properties,
 * which the server's `meta` and components see as usual and the hydration data (turbo-stream writes
 * an object's own enumerable keys) leaves out. Meant for markup the browser keeps as the server wrote
 * it: structured data for search engines, which read the server's HTML (bench/pages/RESULTS.md,
 * sessions 9 and 10), or the car page's disclaimer, drawn with `dangerouslySetInnerHTML` straight in
 * the route (session 11), whose inner HTML React neither compares nor replaces while the props stay
 * the same. Not for data a component draws from: a page drawn again in the browser while hydrated
 * (a hash link) would draw it without that data (session 10 tried it for the car page's panels,
 * parts React renders afresh then, and took it back).
 *
 * In a client-side data request (`.data`: a client-side navigation, a revalidation) they are ordinary
 * fields, sent with the rest: the browser then renders the page itself and needs them whole. So in
 * the browser the fields are undefined only while it hydrates a document, hence `Partial`.
 */
export function withServerOnly<T extends object, S extends object>(
  context: { readonly documentRequest?: boolean },
  value: T,
  fields: S,
): T & Partial<S> {
  if (!context.documentRequest) return Object.assign(value, fields)
  for (const [key, field] of Object.entries(fields))
    Object.defineProperty(value, key, { value: field, enumerable: false, writable: false, configurable: true })
  return value as T & Partial<S>
}

/**
 * What the browser puts where server-only JSON-LD was while it hydrates a document: an empty list,
 * valid JSON-LD that states nothing. React keeps the server's script content then (it neither
 * compares nor replaces inner HTML while hydrating); a client-side navigation's data carries the
 * JSON-LD itself.
 */
export const JSON_LD_KEPT: readonly never[] = []
