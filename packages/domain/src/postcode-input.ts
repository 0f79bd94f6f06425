/**
 * How many characters a postcode input takes: a few more than a postcode (4 digits, POSTCODE_MAX_LENGTH),
 * so one pasted or filled with a space before or after (' 2000') is not cut to three digits by the
 * browser; the value is trimmed before it is checked (docs/spec-coverage.md, Lead forms, Car page).
 */
export const POSTCODE_INPUT_MAX_LENGTH = 8

/** The browser's own check of a postcode input (before the page's code, or without it): 4 digits, spaces around allowed. */
export const POSTCODE_INPUT_PATTERN = '\\s*\\d{4}\\s*'
