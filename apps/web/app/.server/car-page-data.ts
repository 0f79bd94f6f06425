import sanitizeHtml from 'sanitize-html'
import {
  DEALER_COMMENTS_PENDING,
  DELIVERY_NO_PRICE_MESSAGE,
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

/** Platform default delivery table (tenants have none yet): bands by km from the car's location. */
export const DEFAULT_DELIVERY_TABLE: DeliveryPriceTable = {
  bands: [
    { upToKm: 50, price: 0, name: 'Local delivery' },
    { upToKm: 150, price: 199, name: 'Metro delivery' },
    { upToKm: 500, price: 499, name: 'Regional delivery' },
    { upToKm: 1000, price: 899, name: 'Interstate delivery' },
  ],
}

export type DeliveryView =
  | { kind: 'idle'; postcode: string }
  | { kind: 'error'; postcode: string; error: string }
  | { kind: 'price'; postcode: string; price: string; name: string; distanceKm: number; place: string }

/** The delivery calculator for a submitted postcode (null = form not submitted; docs/spec-coverage.md, Car page). */
export function deliveryView(
  raw: string | null,
  carLocation: { lat: number; long: number } | null,
  table: DeliveryPriceTable = DEFAULT_DELIVERY_TABLE,
): DeliveryView {
  if (raw === null) return { kind: 'idle', postcode: '' }
  const postcode = raw.trim().slice(0, 12)
  const valid = validatePostcode(raw)
  if (!valid.ok) return { kind: 'error', postcode, error: valid.error }
  const place = lookupPostcode(valid.postcode)
  if (!place) return { kind: 'error', postcode, error: 'Invalid postcode. Please enter a 4-digit number.' }
  if (!carLocation) return { kind: 'error', postcode, error: DELIVERY_NO_PRICE_MESSAGE }
  const est = deliveryEstimate(
    table,
    { lat: place.lat, lng: place.lng },
    { lat: carLocation.lat, lng: carLocation.long },
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
