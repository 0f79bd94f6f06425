// What pages may import in the browser: no database, no crypto.
export {
  saveSearchSchema,
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_TEXT,
  SAVE_SEARCH_MARKER,
  type SaveSearchInput,
} from './saved-search-form'
