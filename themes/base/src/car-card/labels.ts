/** Shown instead of a price when a car has none (a price of 10 or less; docs/spec-coverage.md, Stock rules). */
export const PRICE_ON_APPLICATION = 'Price on application'

/** The link on a non-available car (docs/spec-coverage.md, Stock rules). */
export const FIND_SIMILAR = 'Find Me Something Similar'
