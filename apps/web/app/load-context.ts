import type { TenantConfig } from '@dealer/tenant'
import type { AppServices } from './.server/services'

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Resolved once per request from the host by server/index.js; nothing below reads the host. */
    readonly tenant: TenantConfig
    readonly services: AppServices
    /** The client's address as Express sees it (behind a proxy only with TRUST_PROXY=1). */
    readonly clientIp?: string
    /** This response's Content-Security-Policy nonce (app/.server/security-headers.ts, ADR 018). */
    readonly cspNonce?: string
    /**
     * A document (HTML) request, not a client-side data request (`.data`): lists of cards then go as
     * their HTML only (app/.server/page-cards.ts, docs/decisions/026-cards-as-html.md). Unset, whole
     * cards go.
     */
    readonly documentRequest?: boolean
  }
}
export {}
