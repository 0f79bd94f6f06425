/** How many trailing digits a masked phone number hides. */
export const MASKED_DIGITS = 4

/**
 * Phone reveal: the number masked until clicked. The last four digits become 'X', the
 * rest (area code, spacing, brackets) stays, so the shopper sees whose number it is.
 * "(07) 3252 8800" → "(07) 3252 XXXX".
 * Traced in docs/spec-coverage.md, Car page.
 */
export function maskPhone(phone: string): string {
  let hidden = 0
  const chars = [...phone]
  for (let i = chars.length - 1; i >= 0 && hidden < MASKED_DIGITS; i--) {
    if (/\d/.test(chars[i]!)) {
      chars[i] = 'X'
      hidden++
    }
  }
  return chars.join('')
}
