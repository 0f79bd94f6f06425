import { createContext, useContext } from 'react'

/*
 * The request's Content-Security-Policy nonce for the React tree (ADR 018): entry.server provides
 * it from the load context, so any inline <script> or <style> the page renders can carry it. In
 * the browser there is no provider and the hook gives undefined: the nonce only matters for the
 * markup of the first load, and browsers hide it from the DOM anyway. An element that carries it
 * therefore needs `suppressHydrationWarning` (Remix's <Scripts> and <ScrollRestoration> have it):
 *
 *   const nonce = useNonce()
 *   <style nonce={nonce} suppressHydrationWarning>{css}</style>
 */
const NonceContext = createContext<string | undefined>(undefined)

export const NonceProvider = NonceContext.Provider

/** The CSP nonce of the request being rendered on the server; undefined in the browser. */
export function useNonce(): string | undefined {
  return useContext(NonceContext)
}
