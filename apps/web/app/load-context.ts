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
  }
}
export {}
