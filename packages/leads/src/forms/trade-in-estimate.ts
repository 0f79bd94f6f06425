/**
 * Cars older than this many years generally get no online estimate (docs/spec-coverage.md,
 * Trade-in, finance and reserve).
 */
export const ESTIMATE_MAX_AGE_YEARS = 7
/**
 * Cars with more kilometres than this generally get no online estimate (docs/spec-coverage.md,
 * Trade-in, finance and reserve).
 */
export const ESTIMATE_MAX_KM = 100_000

/** Guidance shown when no online estimate is offered (docs/spec-coverage.md, Trade-in, finance and reserve). */
export const NO_ONLINE_ESTIMATE_TEXT =
  'Cars over 7 years old or with more than 100,000 km generally get no online estimate. Send us your details and we will get back to you with a valuation.'

/** Whether a car gets an online estimate, and if not, why. */
export type EstimateEligibility = { eligible: true } | { eligible: false; reason: 'age' | 'km' }

/**
 * The trade-in rule: a car over 7 years old or over 100,000 km gets no online estimate; the
 * dealer values it in person. Age counts calendar years, as build year is all a shopper knows.
 */
export function estimateEligibility(car: { year: number; km: number }, now: Date = new Date()): EstimateEligibility {
  if (now.getFullYear() - car.year > ESTIMATE_MAX_AGE_YEARS) return { eligible: false, reason: 'age' }
  if (car.km > ESTIMATE_MAX_KM) return { eligible: false, reason: 'km' }
  return { eligible: true }
}
