export { createDatabase, type Database, type DatabaseOptions, type Dialect } from './connection'
export { migrateToLatest, migrateDownToEmpty } from './migrate'
export { findRepoRoot, defaultSqlitePath } from './repo-root'
export type * from './schema'
export {
  upsertCars,
  findCarBySlug,
  findCarById,
  listCars,
  allCars,
  allCarsInPages,
  allCarFieldsInPages,
  countCars,
  deleteCarsNotIn,
  listCarKeys,
  findCarsByIds,
  markCarsSold,
  type CarKey,
  type CarFilter,
  type CarOrder,
  type CarPage,
  type ListCarsOptions,
} from './repositories/cars'
export {
  listCarSitemapEntries,
  listStockGroups,
  type CarSitemapEntry,
  type CarSitemapOptions,
  type StockGroup,
} from './repositories/sitemap'
export { findCarByRego, listComparableCars } from './repositories/comparables'
export { listMarketComparables, MAX_MARKET_COMPARABLES } from './repositories/market-comparables'
export { replaceLocations, listLocations, findLocationBySlug } from './repositories/locations'
export { replaceModels, listModels, findModelBySlug } from './repositories/models'
export { replaceReviews, listReviews, reviewSummary, type ReviewSummary } from './repositories/reviews'
export { countCarsSold, listSoldDates } from './repositories/sales'
export { upsertDealer, findDealer, isSeeded, type DealerRecord } from './repositories/dealers'
export {
  insertLeadWithDeliveries,
  deliveryId,
  findLead,
  findLeadByIdempotencyKey,
  listLeads,
  listLeadsByPhone,
  countLeads,
  type NewLead,
  type LeadRecord,
  type StoredLeadResult,
} from './repositories/leads'
export {
  claimDueDeliveries,
  markDeliverySent,
  scheduleDeliveryRetry,
  markDeliveryFailed,
  listLeadDeliveries,
  type ClaimedDelivery,
  type ClaimOptions,
  type LeadDeliveryRecord,
} from './repositories/lead-deliveries'
export {
  listFailedDeliveries,
  requeueFailedDeliveries,
  countDeliveriesByStatus,
  outboxHealth,
  type OutboxHealth,
  type FailedDelivery,
} from './repositories/lead-delivery-reports'
export {
  recordCarView,
  carViewCount,
  recordPhoneReveal,
  listPhoneReveals,
  type PhoneReveal,
} from './repositories/car-page-events'
export {
  claimCarEvent,
  CAR_EVENT_WINDOW_MS,
  VISITORS_PER_ADDRESS,
  type CarEventVisitor,
  type CarEventKind,
  type ClaimOptions as CarEventClaimOptions,
} from './repositories/car-event-claims'
export {
  insertAnalyticsEvents,
  listAnalyticsEvents,
  countAnalyticsEvents,
  type NewAnalyticsEvent,
  type AnalyticsEventRecord,
} from './repositories/analytics-events'
export {
  insertSignInCode,
  countSignInCodesSince,
  markSignInCodeSendFailed,
  latestSignInCode,
  recordWrongCode,
  consumeSignInCode,
  upsertShopper,
  insertShopperSession,
  findLiveSession,
  endShopperSession,
  saveWatchlistCar,
  removeWatchlistCar,
  listWatchlist,
  saveShopperFavourites,
  removeShopperFavourite,
  listShopperFavourites,
  type SignInCodeRecord,
  type WatchlistEntry,
} from './repositories/shoppers'
export {
  saveSearch,
  listSavedSearches,
  findSavedSearch,
  deleteSavedSearch,
  listAlertingSearches,
  latestAlertEmail,
  isAlertEmailOptedOut,
  optOutAlertEmail,
  type SavedSearchRecord,
  type NewSavedSearch,
  type SaveSearchResult,
} from './repositories/saved-searches'
export {
  recordSearchMatches,
  listWatchedPriceDrops,
  recordPriceDrops,
  recentLeadContacts,
  claimDueAlerts,
  markAlertSent,
  scheduleAlertRetry,
  markAlertFailed,
  markAlertCancelled,
  isAlertWanted,
  listShopperAlerts,
  countAlertsByStatus,
  type NewShopperAlert,
  type SearchMatchOutcome,
  type WatchedPriceDrop,
  type ClaimedAlert,
  type ShopperAlertRecord,
} from './repositories/shopper-alerts'
export {
  openPayment,
  takePaymentLease,
  releasePaymentLease,
  settlePayment,
  setPaymentLead,
  markCarReserved,
  lockCar,
  findPayment,
  findPaymentByIdempotencyKey,
  listPayments,
  type NewPayment,
  type OpenPaymentResult,
  type PaymentRecord,
} from './repositories/payments'
export {
  findSpinResult,
  prizeAwards,
  awardPrize,
  insertSpinResult,
  setSpinLead,
  type SpinResultRecord,
} from './repositories/spin-results'
export {
  insertFeedImport,
  hasAppliedFeed,
  listFeedImports,
  findFeedImport,
  recordPriceChanges,
  listPriceChanges,
  bumpStockVersion,
  listStockVersions,
  MAX_STORED_FEED_ERRORS,
  type FeedImportRecord,
  type FeedRowError,
  type PriceChange,
  type PriceChangeRecord,
} from './repositories/feed-imports'
export {
  listCarPhotos,
  savePhotoPlan,
  claimDuePhotos,
  completePhotoFetch,
  rewriteCarImages,
  photoImage,
  schedulePhotoRetry,
  markPhotoFailed,
  photoOutcomes,
  countDuePhotos,
  type StoredPhoto,
  type NewPhoto,
  type PhotoUpdate,
  type PhotoPlan,
  type ClaimedPhoto,
  type PhotoOutcome,
  type PhotoProblem,
} from './repositories/photo-fetches'
