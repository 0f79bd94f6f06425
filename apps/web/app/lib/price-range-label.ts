import { formatMoney } from '@dealer/domain'
import { PRICE_SLIDER } from '@dealer/search/client'

/**
 * The price slider page's range, always worded as a range (docs/spec-coverage.md, Search):
 * '$20,000 to $40,000', and '+' after the top end only when the upper thumb is at the maximum
 * ('$5,000 to $250,000+' at the default range). The same text server-rendered and after a drag.
 */
export function priceRangeLabel(lower: number, upper: number): string {
  return `${formatMoney(lower)} to ${formatMoney(upper)}${upper >= PRICE_SLIDER.max ? '+' : ''}`
}
