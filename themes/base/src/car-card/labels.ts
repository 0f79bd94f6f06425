/** Shown instead of a price when a car has none (spec §5: a price of 10 or less). */
export const PRICE_ON_APPLICATION = 'Price on application'

/** The link on a non-available car (spec §4). */
export const FIND_SIMILAR = 'Find Me Something Similar'
