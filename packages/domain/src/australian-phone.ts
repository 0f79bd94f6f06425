/*
 * Australian phone numbers. Shoppers type them in many shapes (0412 345 678, +61 412 345 678,
 * (02) 9876-5432, 1300 123 456); the dealer's CRM wants one. We keep the national form without
 * spaces, which every Australian CRM and dialler accepts.
 */

const SEPARATORS = /[\s().-]/g

/** Geographic (02, 03, 07, 08), mobile (04), and 05 personal numbers: 10 digits. */
const NATIONAL = /^0[234578]\d{8}$/
/** 1300 / 1800 numbers (10 digits) and 13 numbers (6 digits). */
const BUSINESS = /^(1[38]00\d{6}|13\d{4})$/

/**
 * The number in national form (`0412345678`, `1300123456`), or null when it is not a dialable
 * Australian number. Accepts +61 / 61 prefixes, an optional trunk 0 after them, and spaces,
 * dots, dashes and brackets between digits.
 */
export function normaliseAustralianPhone(raw: string): string | null {
  const compact = raw.replace(SEPARATORS, '')
  let digits: string
  if (/^\+61\d+$/.test(compact)) digits = `0${compact.slice(3)}`
  else if (/^61\d{9,10}$/.test(compact)) digits = `0${compact.slice(2)}`
  else if (/^\d+$/.test(compact)) digits = compact
  else return null
  // "+61 (0)2 ..." leaves a doubled trunk zero.
  if (/^00[234578]\d{8}$/.test(digits)) digits = digits.slice(1)
  return NATIONAL.test(digits) || BUSINESS.test(digits) ? digits : null
}

/** Whether a normalised number is a mobile (04), for the ADF phone type. */
export function isMobilePhone(national: string): boolean {
  return /^04\d{8}$/.test(national)
}

/** A national number grouped for reading: `0412 345 678`, `02 9876 5432`, `1300 123 456`. */
export function formatAustralianPhone(national: string): string {
  if (/^04\d{8}$/.test(national) || /^1[38]00\d{6}$/.test(national)) {
    return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`
  }
  if (/^0\d{9}$/.test(national)) return `${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`
  if (/^13\d{4}$/.test(national)) return `${national.slice(0, 2)} ${national.slice(2)}`
  return national
}
