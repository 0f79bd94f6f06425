/**
 * The car page's calculators are GET forms recomputed on the server, each with its own query
 * fields. Each form carries the others' current values as hidden inputs, so submitting one keeps
 * what the shopper entered in the others, with or without JavaScript (docs/spec-coverage.md, Car page).
 */
export const CALCULATOR_FIELDS = {
  finance: ['amount', 'deposit', 'term', 'interest', 'residual', 'frequency'],
  fuel: ['fuel_price', 'weekly_km'],
  delivery: ['postcode'],
} as const satisfies Record<string, readonly string[]>

export type Calculator = keyof typeof CALCULATOR_FIELDS

/** Longest value carried: the calculators' own fields are short; anything longer is not kept. */
const MAX_VALUE_LENGTH = 32

export interface CarriedInput {
  name: string
  value: string
}

/**
 * The hidden inputs of `form`: the other calculators' fields that the URL holds (the first value of
 * each, non-empty, at most 32 characters), in a fixed order.
 */
export function carriedInputs(params: URLSearchParams, form: Calculator): CarriedInput[] {
  const carried: CarriedInput[] = []
  for (const [calculator, names] of Object.entries(CALCULATOR_FIELDS)) {
    if (calculator === form) continue
    for (const name of names) {
      const value = params.get(name)?.trim() ?? ''
      if (value !== '' && value.length <= MAX_VALUE_LENGTH) carried.push({ name, value })
    }
  }
  return carried
}

/** The hidden inputs of every calculator form, for the page's loader data. */
export function carriedCalculatorInputs(params: URLSearchParams): Record<Calculator, CarriedInput[]> {
  return {
    finance: carriedInputs(params, 'finance'),
    fuel: carriedInputs(params, 'fuel'),
    delivery: carriedInputs(params, 'delivery'),
  }
}
