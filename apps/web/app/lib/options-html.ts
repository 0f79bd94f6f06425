import { createContext, useContext } from 'react'

/** A select's options: groups under an optional heading, each option its value and its text. */
export type SelectOptions = readonly { heading: string | null; options: readonly (readonly [string, string])[] }[]

/**
 * The HTML of a select's options as the server writes it (app/.server/options-html.ts), with the
 * `selected` mark React gives the options whose value is the select's, or null when React renders
 * the options itself. Only entry.server provides one; in the browser options are always React's.
 */
export type OptionsHtml = (groups: SelectOptions, selected: string) => string

const OptionsHtmlContext = createContext<OptionsHtml | null>(null)
export const OptionsHtmlProvider = OptionsHtmlContext.Provider
export const useOptionsHtml = () => useContext(OptionsHtmlContext)
