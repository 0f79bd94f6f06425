// The texts and limits of the 'Save this search' form, apart from its schema (./saved-search-form.ts)
// so that a page can show them without pulling zod into its JavaScript (bench/pages/RESULTS.md, session 10).

/** How many searches a shopper may keep on one dealer's site. */
export const SAVED_SEARCH_LIMIT = 10

/** The marker a search URL carries back from sign-in: show the one-click save confirmation. */
export const SAVE_SEARCH_MARKER = 'saveSearch'

export const SAVED_SEARCH_TEXT = {
  button: 'Save this search',
  emailLabel: 'Email for alerts',
  /** `one`: the dealer's stock noun ('car', 'caravan'), as the texts below that name it. */
  emailHint: (one: string) => `We email you when a new ${one} matches this search. Unsubscribe from any alert email.`,
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, e.g. name@example.com.',
  confirm: (one: string) => `Signed in. Save this search to get an email when a new ${one} matches it.`,
  saved: (name: string, one: string) => `Saved '${name}'. We will email you when a new ${one} matches it.`,
  updated: (name: string) => `'${name}' was already saved; its alert email is updated.`,
  limit: (limit: number) =>
    `You have ${limit} saved searches, the most you can keep. Delete one in Saved searches to save this one.`,
  deleted: 'Saved search deleted. You will get no more alerts for it.',
} as const
