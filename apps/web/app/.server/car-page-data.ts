import sanitizeHtml from 'sanitize-html'
import {
  DEALER_COMMENTS_PENDING,
  POSTCODE_INVALID_MESSAGE,
  type DeliveryPriceTable,
  dealerCommentsView,
  deliveryEstimate,
  formatMoney,
  validatePostcode,
} from '@dealer/domain'
import { lookupPostcode } from '@dealer/geo'

/*
 * Car page data that needs server-only libraries (the HTML sanitizer, the postcode table): kept
 * out of car-page.ts, which the page's browser code imports, so neither ships to the browser.
 */

/**
 * Feed HTML (dealer comments, variant features) is untrusted: a strict allow-list of
 * formatting tags, no attributes except safe link hrefs, no scripts, styles or handlers.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'h5', 'h6', 'a', 'span'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }),
    h1: 'h3',
    h2: 'h3',
  },
  allowedSchemesAppliedToAttributes: ['href'],
}

/** Sanitized HTML; plain text with newlines becomes paragraphs. */
export function sanitizeFeedHtml(html: string): string {
  // Feeds send either block HTML or text (with a few inline tags) where blank lines are paragraphs.
  const hasBlocks = /<\s*(p|br|div|ul|ol|li|h[1-6]|table)\b/i.test(html)
  const source = hasBlocks
    ? html
    : html
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
        .join('')
  return sanitizeHtml(source, { ...SANITIZE_OPTIONS, allowedAttributes: { a: ['href', 'rel'] } }).trim()
}

export type CommentsView =
  { kind: 'pending'; text: string } | { kind: 'comments'; preview: string; truncated: boolean; html: string }

/**
 * 400-char text preview, the full sanitized HTML behind 'Show more', or the pending text
 * (docs/spec-coverage.md, Car page).
 */
export function commentsView(raw: string | null | undefined): CommentsView {
  const view = dealerCommentsView(raw)
  if (view.kind === 'pending') return { kind: 'pending', text: DEALER_COMMENTS_PENDING }
  const html = sanitizeFeedHtml(raw ?? '')
  if (!html) return { kind: 'pending', text: DEALER_COMMENTS_PENDING }
  return { kind: 'comments', preview: view.preview, truncated: view.truncated, html }
}

export type DeliveryView =
  | { kind: 'idle'; postcode: string }
  | { kind: 'error'; postcode: string; error: string }
  | {
      kind: 'price'
      postcode: string
      price: string
      name: string
      /** Distance from the car's location, for a dealer that prices by distance; null for zones. */
      distanceKm: number | null
      place: string
    }

/**
 * The delivery calculator for a submitted postcode (null `raw` = form not submitted), priced by
 * the dealer's own table: bands by distance from the car's location, or postcode zones. A dealer
 * without a table has no calculator: null, and the page leaves the section out
 * (docs/spec-coverage.md, Car page).
 */
export function deliveryView(
  raw: string | null,
  carLocation: { lat: number; long: number } | null,
  table: DeliveryPriceTable | null,
): DeliveryView | null {
  if (!table) return null
  if (raw === null) return { kind: 'idle', postcode: '' }
  const postcode = raw.trim().slice(0, 12)
  const valid = validatePostcode(raw)
  if (!valid.ok) return { kind: 'error', postcode, error: valid.error }
  const place = lookupPostcode(valid.postcode)
  if (!place) return { kind: 'error', postcode, error: POSTCODE_INVALID_MESSAGE }
  const est = deliveryEstimate(
    table,
    { postcode: valid.postcode, lat: place.lat, lng: place.lng },
    carLocation ? { lat: carLocation.lat, lng: carLocation.long } : null,
  )
  if (!est.ok) return { kind: 'error', postcode, error: est.error }
  return {
    kind: 'price',
    postcode,
    price: est.price === 0 ? 'Free' : formatMoney(est.price),
    name: est.name,
    distanceKm: est.distanceKm,
    place: `${place.name} ${place.state}`,
  }
}
