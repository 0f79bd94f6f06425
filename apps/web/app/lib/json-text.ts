/**
 * A value sent in a page's data as its JSON text. Remix encodes loader data with turbo-stream, which
 * walks every value one by one: for a list of a few hundred small tuples (a search page's filter
 * options) that costs the server several times what `JSON.stringify` does, and the browser gets the
 * same value back with one `JSON.parse`. Only for plain JSON values (no undefined, dates or maps),
 * never changed once sent.
 */
export type JsonText<T> = string & { readonly __jsonOf?: T }

/**
 * The values of the texts made last, by text: the server renders the page from the data its loader
 * made a moment before, so it reads the value back without parsing the text it has just written.
 */
const made = new Map<string, unknown>()
const MAX_MADE = 128

export const toJsonText = <T>(value: T) => {
  const text = JSON.stringify(value) as JsonText<T>
  if (made.size >= MAX_MADE) made.delete(made.keys().next().value!)
  made.set(text, value)
  return text
}

export const fromJsonText = <T>(text: JsonText<T>): T =>
  made.has(text) ? (made.get(text) as T) : (JSON.parse(text) as T)
