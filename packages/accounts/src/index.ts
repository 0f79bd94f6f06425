export { safeLocalPath } from './safe-path'
export {
  SIGN_IN_REASONS,
  signInReasonText,
  GATEABLE_JOURNEYS,
  isSignInReason,
  isGated,
  signInPath,
  type SignInReason,
  type GateableJourney,
} from '@dealer/domain'
export { createFileSmsSender, createHttpSmsSender, smsSenderFromEnv, type SmsMessage, type SmsSender } from './sms'
export {
  createSignInService,
  DEFAULT_SIGN_IN_LIMITS,
  SIGN_IN_MESSAGES,
  type SignInLimits,
  type SignInService,
  type RequestCodeResult,
  type VerifyCodeResult,
} from './sign-in'
export { createWatchlist, WATCHLIST_TEXT, type Watchlist, type WatchlistChange } from './watchlist'
export {
  createGarage,
  GARAGE_FORM_LABELS,
  GARAGE_ENQUIRY_LIMIT,
  type Garage,
  type GarageView,
  type GarageEnquiry,
  type GarageEnquiryCar,
  type GarageQuery,
} from './garage'
export {
  saveSearchSchema,
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_TEXT,
  SAVE_SEARCH_MARKER,
  type SaveSearchInput,
} from './saved-search-form'
export { createSavedSearches, type SavedSearches, type UnsubscribeResult } from './saved-searches'
export { createUnsubscribeTokens, maskEmail, type UnsubscribeTokens } from './alerts/unsubscribe-token'
export {
  newCarsEmail,
  priceDropEmail,
  MAX_CARS_PER_EMAIL,
  type AlertCar,
  type RenderedEmail,
} from './alerts/alert-email'
export { engineMatches, MATCHES_PER_SEARCH, type FindMatches, type MatchedCar } from './alerts/search-matches'
export {
  createAlertMatcher,
  ALERT_PATHS,
  type AlertMatcher,
  type AlertMatcherOptions,
  type AlertSite,
  type MatchSummary,
} from './alerts/alert-matcher'
export { createAlertWorker, type AlertWorker, type AlertWorkerOptions, type AlertEvent } from './alerts/alert-worker'
