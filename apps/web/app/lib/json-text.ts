/**
 * A value sent in a page's data as its JSON text. Remix encodes loader data with turbo-stream, which
 * walks every value one by one: for a list of a few hundred small tuples (a search page's filter
 * options) that costs the server several times what `JSON.stringify` does, and the browser gets the
 * same value back with one `JSON.parse`. Only for plain JSON values (no undefined, dates or maps),
 * never changed once sent.
 */
export type JsonText<T> = string & { readonly __jsonOf?: T }

/**
 * The values of the texts made or read last, by text (least recently used first): the server renders
 * the page from the data its loader made a moment before, so it reads the value back without parsing
 * the text it has just written. Room for the texts of a few hundred requests in flight, and a text
 * kept across requests (a car's panels, cached until stock changes) stays while it is read.
 */
const made = new Map<string, unknown>()
const MAX_MADE = 2048

export const toJsonText = <T>(value: T) => {
  const text = JSON.stringify(value) as JsonText<T>
  remember(text, value)
  return text
}

export const fromJsonText = <T>(text: JsonText<T>): T => {
  // The browser never made a text: it parses (and its bundle leaves out what follows).
  if (!import.meta.env.SSR || !made.has(text)) return JSON.parse(text) as T
  const value = made.get(text) as T
  remember(text, value)
  return value
}

function remember(text: string, value: unknown) {
  made.delete(text)
  if (made.size >= MAX_MADE) made.delete(made.keys().next().value!)
  made.set(text, value)
}

/** `T` with the JSON texts of fields `K` read back. */
export type WithJsonTextsRead<T, K extends keyof T> = Omit<T, K> & {
  [P in K]: T[P] extends JsonText<infer V> ? V : never
}

/** A copy of `data` with the JSON texts of `keys` read back (the page's data is never changed). */
export function readJsonTexts<T extends object, K extends keyof T>(
  data: T,
  keys: readonly K[],
): WithJsonTextsRead<T, K> {
  const read: Record<PropertyKey, unknown> = { ...(data as Record<PropertyKey, unknown>) }
  for (const key of keys) read[key] = fromJsonText(data[key] as JsonText<unknown>)
  return read as WithJsonTextsRead<T, K>
}
