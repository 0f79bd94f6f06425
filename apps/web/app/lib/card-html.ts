import type { CarCardProps } from '@dealer/theme-contract'
import { createContext, useContext } from 'react'

/**
 * A card's HTML as the server keeps it (app/.server/card-html.ts), or undefined to render it with
 * React. Only entry.server provides one; in the browser cards are always React's.
 */
export type CardHtml = (card: CarCardProps, badge: string) => string | undefined

const CardHtmlContext = createContext<CardHtml | null>(null)
export const CardHtmlProvider = CardHtmlContext.Provider
export const useCardHtml = () => useContext(CardHtmlContext)
