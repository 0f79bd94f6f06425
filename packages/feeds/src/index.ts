// Stock feeds in (docs/spec-coverage.md, Stock feeds): CSV and XML feeds read with the usual
// Australian column names, checked row by row, applied in one transaction with a kept report, and
// the photo queue that fetches their photos into the image store.
export { FEED_FIELDS, columnAliases, columnKey, fieldForColumn, REQUIRED_COLUMNS, type FeedField } from './columns'
export { parseFeed, FeedFormatError, type FeedFormat, type FeedRow, type FeedCell, type ParsedFeed } from './parse'
export {
  mapRow,
  splitPhotos,
  checkPhotoUrl,
  isoDate,
  MAX_PHOTOS_PER_CAR,
  type FeedLocation,
  type MappedRow,
  type RowError,
  type RowPhoto,
} from './map-row'
export {
  importFeed,
  keepRejectedFeed,
  EMPTY_FULL_FEED,
  type FeedMode,
  type FeedTenant,
  type ImportFeedOptions,
} from './import-feed'
export { latestFeedReports, feedReport, formatFeedReport, type FeedReport } from './reports'
export {
  createPhotoWorker,
  fetchPhoto,
  storePhoto,
  sniffImage,
  safePhotoAgents,
  DEFAULT_PHOTO_MAX_BYTES,
  type PhotoAgents,
  type PhotoWorkerOptions,
  type FetchPhotoOptions,
  type FetchedPhoto,
} from './photos'
export { slugify, tenantPrefix } from './ids'
export { readFeedBody, decodeFeedText, feedFormatOf, feedTooLargeMessage, FeedBodyError, type FeedBody } from './body'
export { feedTokenMatches } from './token'
