import { z } from 'zod'
import { SAVED_SEARCH_TEXT } from './saved-search-text'

/*
 * The 'Save this search' form, shared by the browser and the server (one schema per form). Only
 * the alert address is the shopper's input; the search itself is the page's canonical URL, which
 * the server decodes and encodes again with the search codec rather than trusting.
 */

export { SAVED_SEARCH_LIMIT, SAVE_SEARCH_MARKER, SAVED_SEARCH_TEXT } from './saved-search-text'

export const saveSearchSchema = z.object({
  email: z
    .string({ required_error: SAVED_SEARCH_TEXT.emailRequired })
    .trim()
    .min(1, SAVED_SEARCH_TEXT.emailRequired)
    .max(254, SAVED_SEARCH_TEXT.emailInvalid)
    .email(SAVED_SEARCH_TEXT.emailInvalid)
    // Addresses are compared (unsubscribes, one row per address) in one case.
    .transform((e) => e.toLowerCase()),
})
export type SaveSearchInput = z.infer<typeof saveSearchSchema>
