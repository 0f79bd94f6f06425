import { ownValue } from './own-keys'
/** Dealer comments truncate at 400 characters; model short descriptions at 75 (docs/spec-coverage.md, Car page). */
export const DEALER_COMMENTS_LIMIT = 400
export const SHORT_DESCRIPTION_LIMIT = 75
/** Shown when a car has no dealer comments (docs/spec-coverage.md, Car page). */
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.'
const ELLIPSIS = '...'

export interface Truncated {
  text: string
  truncated: boolean
}

/**
 * Cut plain text to at most `limit` characters (before the ellipsis) at a word boundary,
 * so no word is split; a single word longer than the limit is cut at the limit.
 */
export function truncateAtWord(text: string, limit: number): Truncated {
  const clean = text.trim()
  if (clean.length <= limit) return { text: clean, truncated: false }
  const head = clean.slice(0, limit + 1)
  const lastSpace = head.search(/\s\S*$/)
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : clean.slice(0, limit)
  return { text: `${cut.replace(/[\s,;:.\-–—]+$/, '')}${ELLIPSIS}`, truncated: true }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

/**
 * Feed HTML as plain text for counting and previews: block ends and <br> become line
 * breaks, tags go, common entities are decoded and runs of spaces collapse. Not a
 * sanitizer; the full comments are rendered through the web app's sanitizer.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*(script|style)[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, ' ')
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\s*\/\s*(p|div|li|h[1-6]|tr)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+|#39);/gi, (m, code: string) => {
      const lower = code.toLowerCase()
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16))
      if (lower.startsWith('#') && lower !== '#39') return String.fromCodePoint(Number(lower.slice(1)))
      return ownValue(ENTITIES, lower) ?? m
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

export type DealerCommentsView =
  { kind: 'pending'; text: string } | { kind: 'comments'; preview: string; truncated: boolean; full: string }

/**
 * Dealer comments: the 400-character preview (on the text, not the HTML) with
 * show more/less when longer, or the pending message when there are none.
 * Traced in docs/spec-coverage.md, Car page.
 */
export function dealerCommentsView(comments: string | null | undefined): DealerCommentsView {
  const full = htmlToText(comments ?? '')
  if (!full) return { kind: 'pending', text: DEALER_COMMENTS_PENDING }
  const { text, truncated } = truncateAtWord(full, DEALER_COMMENTS_LIMIT)
  return { kind: 'comments', preview: text, truncated, full }
}

/** A model's short description cut at 75 characters (docs/spec-coverage.md, Car page). */
export function truncateShortDescription(text: string | null | undefined): Truncated {
  return truncateAtWord(htmlToText(text ?? ''), SHORT_DESCRIPTION_LIMIT)
}
