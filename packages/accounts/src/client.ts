// What pages may import in the browser: no database, no crypto.
export { saveSearchSchema, type SaveSearchInput } from './saved-search-form'
export { SAVED_SEARCH_LIMIT, SAVED_SEARCH_TEXT, SAVE_SEARCH_MARKER } from './saved-search-text'
