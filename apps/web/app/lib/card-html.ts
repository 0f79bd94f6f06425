import type { CarCardData, CarCardProps } from '@dealer/theme-contract'
import { createContext, useContext } from 'react'

/**
 * A card's HTML as the server keeps it (app/.server/card-html.ts), or undefined to render it with
 * React. Only entry.server provides one; in the browser cards are always React's.
 */
export type CardHtml = (card: CarCardProps, badge: string) => string | undefined

const CardHtmlContext = createContext<CardHtml | null>(null)
export const CardHtmlProvider = CardHtmlContext.Provider
export const useCardHtml = () => useContext(CardHtmlContext)

/**
 * A card sent in a document as its HTML only (docs/decisions/026-cards-as-html.md): the page's
 * data holds the car's id alone (a string), and the server draws the card from the full data it
 * kept for this request (app/.server/page-cards.ts). The browser keeps the server's markup; the
 * data of a search made in the page (a `.data` request) carries whole cards, which React draws.
 */
export type HtmlCard = string
export type PageCard = CarCardData | HtmlCard

export const isHtmlCard = (card: PageCard): card is HtmlCard => typeof card === 'string'
export const pageCardId = (card: PageCard): string => (typeof card === 'string' ? card : card.id)

/** The whole cards behind a document's HTML-only cards, by car id: entry.server provides them. */
const DocumentCardsContext = createContext<ReadonlyMap<string, CarCardData> | null>(null)
export const DocumentCardsProvider = DocumentCardsContext.Provider
export const useDocumentCards = () => useContext(DocumentCardsContext)
