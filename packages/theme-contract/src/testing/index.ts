/**
 * Helpers for the themes' render tests (as `@dealer/theme-contract/testing`; tests only): reading
 * the static markup a slot renders the way a reader or a selector would.
 */

/** The text a reader gets: tags dropped, entities decoded, white space collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A value as React writes it into an attribute or text: `&` escaped. */
export const escape = (value: string) => value.replace(/&/g, '&amp;')

/** How many times a string (or every match of a global pattern) occurs in the markup. */
export const count = (html: string, needle: string | RegExp) =>
  typeof needle === 'string' ? html.split(needle).length - 1 : (html.match(needle) ?? []).length
