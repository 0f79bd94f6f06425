/**
 * What a dealer's stock is called in the site's own sentences: caravans on a caravan dealer's site
 * (`features.caravans`), cars elsewhere. Empty states, prompts and links name the dealer's stock,
 * not 'cars'; the spec's own fixed texts (the watchlist toasts' titles) keep their words.
 */
export interface StockNoun {
  one: string
  many: string
}

export const CAR_NOUN: StockNoun = { one: 'car', many: 'cars' }
export const CARAVAN_NOUN: StockNoun = { one: 'caravan', many: 'caravans' }

export function stockNoun(features: { caravans?: boolean }): StockNoun {
  return features.caravans ? CARAVAN_NOUN : CAR_NOUN
}

/** 'Car', 'Caravan': the noun at the start of a sentence or a heading. */
export const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1)
