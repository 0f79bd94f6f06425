/**
 * The watchlist's words: the save button's labels, the toasts after a save or a removal, and the
 * message when a call fails (docs/spec-coverage.md, Watchlist, favourites and compare). Kept in
 * domain rather than in the accounts package so the browser can show them without pulling in the
 * database code.
 */
export const WATCHLIST_TEXT = {
  saveButton: 'Save to Watchlist',
  savedButton: 'Saved',
  removeButton: 'Remove',
  savedTitle: 'Car Saved In Watchlist',
  saved: (car: string) => `${car} is now available in your watchlist`,
  removedTitle: 'Car Removed',
  removed: (car: string) => `${car} is no longer in your watchlist`,
  viewList: 'View List',
  notFound: 'This car is no longer listed.',
  sold: 'This car has been sold, so it cannot be added to your watchlist.',
  signInNeeded: 'Please sign in to save cars to your watchlist.',
  otherPhone: 'You can only change the watchlist of the phone number you signed in with.',
  badRequest: 'Please choose a car.',
  failed: 'We could not update your watchlist. Please try again.',
} as const
