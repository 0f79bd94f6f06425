import { createContext, useContext, type ReactElement } from 'react'

/**
 * Header and footer HTML, rendered on the server by entry.server (cached per tenant and nav state,
 * see .server/layout-html.ts), and the theme's sprite. The browser never renders them with React:
 * both slots are plain links and <details>, so they need no hydration, and their props need not
 * travel to the client; the sprite is drawings only.
 */
export interface StaticLayoutParts {
  readonly header: string
  readonly footer: string
  /** The theme's sprite (ThemeDefinition `sprite`: the SVG symbols its icons point at), '' for none. */
  readonly sprite: string
  /**
   * Static HTML of a part of the page that the browser never hydrates (~/lib/on-demand.tsx, `inert`),
   * rendered once per key: the key must name everything the element shows.
   */
  readonly renderPart?: (key: string, element: ReactElement) => string
}

const StaticLayoutContext = createContext<StaticLayoutParts | null>(null)
export const StaticLayoutProvider = StaticLayoutContext.Provider

/** The server's renderer of static parts; null in the browser (and on the bare bench page). */
export function usePartRenderer(): StaticLayoutParts['renderPart'] | null {
  return useContext(StaticLayoutContext)?.renderPart ?? null
}

/**
 * A server-rendered part kept as it is in the browser. On the server it holds the HTML; in the
 * browser the same element with empty HTML hydrates without touching its content (React neither
 * compares nor replaces the inner HTML while hydrating, and never updates it while the empty
 * value stays the same). `display: contents` keeps the part a direct flex child of <body>.
 */
export function StaticPart({ part }: { part: keyof StaticLayoutParts }) {
  const parts = useContext(StaticLayoutContext)
  return (
    <div
      data-static-part={part}
      style={{ display: 'contents' }}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: parts?.[part] ?? '' }}
    />
  )
}
