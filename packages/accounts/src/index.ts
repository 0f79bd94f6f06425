export { safeLocalPath } from './safe-path'
export {
  SIGN_IN_REASONS,
  SIGN_IN_REASON_TEXT,
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
