import type { SpinPrize } from './campaign'

/**
 * Draws a prize by weight among those with stock left, or null when none has. `randomBelow(n)`
 * must return a uniformly random whole number from 0 to n - 1 (crypto.randomInt in production),
 * so each prize comes up in proportion to its odds among what is left.
 */
export function drawPrize<P extends SpinPrize>(
  prizes: readonly P[],
  awarded: ReadonlyMap<string, number>,
  randomBelow: (n: number) => number,
): P | null {
  const open = prizes.filter((p) => p.odds > 0 && (p.stock === null || (awarded.get(p.label) ?? 0) < p.stock))
  const total = open.reduce((sum, p) => sum + p.odds, 0)
  if (total === 0) return null
  let ticket = randomBelow(total)
  for (const prize of open) {
    if (ticket < prize.odds) return prize
    ticket -= prize.odds
  }
  throw new RangeError(`randomBelow(${total}) returned a number out of range`)
}
