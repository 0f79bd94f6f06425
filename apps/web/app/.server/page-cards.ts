import type { AppLoadContext } from '@remix-run/node'
import type { CarCardData } from '@dealer/theme-contract'
import type { HtmlCard, PageCard } from '~/lib/card-html'

/** The whole cards of a document request's HTML-only cards, kept for its render (entry.server). */
const kept = new WeakMap<AppLoadContext, Map<string, CarCardData>>()

/**
 * A list of cards as a page's data (docs/decisions/026-cards-as-html.md). In a document the cards
 * go as HTML only: the data holds each car's id, and entry.server draws the card from the whole card
 * kept here for this request, so the hydration data does not carry what the browser already has as
 * markup. A client-side data request (another search in the page), and a shopper whose save buttons
 * work in place (`interactive`: signed in, ~/components/watchlist/use-watchlist.ts), get whole cards.
 */
export function pageCards(
  context: AppLoadContext,
  cards: readonly CarCardData[],
  { interactive = false }: { interactive?: boolean } = {},
): PageCard[] {
  if (!context.documentRequest || interactive) return [...cards]
  let byId = kept.get(context)
  if (!byId) kept.set(context, (byId = new Map()))
  return cards.map((card): HtmlCard => {
    byId.set(card.id, card)
    return card.id
  })
}

/** The whole cards a document request's loaders kept, for its render. */
export const documentCards = (context: AppLoadContext): ReadonlyMap<string, CarCardData> | null =>
  kept.get(context) ?? null
