/**
 * A value sent in a page's data as its JSON text. Remix encodes loader data with turbo-stream, which
 * walks every value one by one: for a list of a few hundred small tuples (a search page's filter
 * options) that costs the server several times what `JSON.stringify` does, and the browser gets the
 * same value back with one `JSON.parse`. Only for plain JSON values (no undefined, dates or maps).
 */
export type JsonText<T> = string & { readonly __jsonOf?: T }

export const toJsonText = <T>(value: T) => JSON.stringify(value) as JsonText<T>
export const fromJsonText = <T>(text: JsonText<T>): T => JSON.parse(text) as T
