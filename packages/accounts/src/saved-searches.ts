import { randomUUID } from 'node:crypto'
import {
  deleteSavedSearch,
  isAlertEmailOptedOut,
  listSavedSearches,
  optOutAlertEmail,
  saveSearch,
  type Database,
  type SavedSearchRecord,
  type SaveSearchResult,
} from '@dealer/db'
import { alertAddress } from './alerts/alert-address'
import { maskEmail, type UnsubscribeTokens } from './alerts/unsubscribe-token'
import { SAVED_SEARCH_LIMIT } from './saved-search-form'

export type UnsubscribeResult =
  { readonly ok: true; readonly email: string; readonly masked: string } | { readonly ok: false }

/**
 * A signed-in shopper's saved searches on one dealer's site, and the unsubscribe links of their
 * alert emails. The search URL given must already be the codec's canonical URL (the app
 * decodes and encodes it again); every call is by tenant and phone.
 */
export function createSavedSearches(options: { database: Database; tokens: UnsubscribeTokens; limit?: number }) {
  const { database, tokens } = options
  const limit = options.limit ?? SAVED_SEARCH_LIMIT
  return {
    limit,

    save(input: {
      tenant: string
      phone: string
      name: string
      searchUrl: string
      email: string
      now: Date
    }): Promise<SaveSearchResult> {
      return saveSearch(database, { id: randomUUID(), ...input }, limit)
    },

    list(tenant: string, phone: string): Promise<SavedSearchRecord[]> {
      return listSavedSearches(database.db, tenant, phone)
    },

    /** Deletes one of the shopper's searches; its pending alert email is cancelled when it is due. */
    remove(tenant: string, phone: string, id: string): Promise<boolean> {
      return deleteSavedSearch(database.db, tenant, phone, id)
    },

    /** Where the shopper's watchlist price drops are emailed, or null (then none are). */
    priceDropAddress(tenant: string, phone: string): Promise<string | null> {
      return alertAddress(database, tenant, phone)
    },

    /** The address behind an unsubscribe link, masked for the confirmation page; null if the link is bad. */
    unsubscribeTarget(tenant: string, token: unknown): { email: string; masked: string } | null {
      const email = tokens.verify(tenant, token)
      return email ? { email, masked: maskEmail(email) } : null
    },

    /** Whether an address has unsubscribed from this dealer's alerts. */
    isUnsubscribed(tenant: string, email: string): Promise<boolean> {
      return isAlertEmailOptedOut(database.db, tenant, email)
    },

    /** Follows an unsubscribe link: no more alert emails to its address from this dealer. */
    async unsubscribe(tenant: string, token: unknown, now: Date): Promise<UnsubscribeResult> {
      const email = tokens.verify(tenant, token)
      if (!email) return { ok: false }
      await optOutAlertEmail(database.db, tenant, email, now)
      return { ok: true, email, masked: maskEmail(email) }
    },
  }
}
export type SavedSearches = ReturnType<typeof createSavedSearches>
