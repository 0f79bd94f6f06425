import { z } from 'zod'

/*
 * The 'Save this search' form, shared by the browser and the server (one schema per form). Only
 * the alert address is the shopper's input; the search itself is the page's canonical URL, which
 * the server decodes and encodes again with the search codec rather than trusting.
 */

/** How many searches a shopper may keep on one dealer's site. */
export const SAVED_SEARCH_LIMIT = 10

/** The marker a search URL carries back from sign-in: show the one-click save confirmation. */
export const SAVE_SEARCH_MARKER = 'saveSearch'

export const SAVED_SEARCH_TEXT = {
  button: 'Save this search',
  emailLabel: 'Email for alerts',
  emailHint: 'We email you when a new car matches this search. Unsubscribe from any alert email.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, e.g. name@example.com.',
  confirm: 'Signed in. Save this search to get an email when a new car matches it.',
  saved: (name: string) => `Saved '${name}'. We will email you when a new car matches it.`,
  updated: (name: string) => `'${name}' was already saved; its alert email is updated.`,
  limit: (limit: number) =>
    `You have ${limit} saved searches, the most you can keep. Delete one in Saved searches to save this one.`,
  deleted: 'Saved search deleted. You will get no more alerts for it.',
} as const

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
