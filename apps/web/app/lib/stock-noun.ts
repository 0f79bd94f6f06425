/**
 * What a dealer's stock is called in the site's own sentences: caravans on a caravan dealer's site
 * (`features.caravans`), cars elsewhere. Empty states and links name the dealer's stock, not 'cars'.
 */
export interface StockNoun {
  one: string
  many: string
}

export function stockNoun(features: { caravans?: boolean }): StockNoun {
  return features.caravans ? { one: 'caravan', many: 'caravans' } : { one: 'car', many: 'cars' }
}
