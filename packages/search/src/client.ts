// What browser code may import from @dealer/search: small and free of zod and engines.
export * from './sort-options'
export * from './price-slider-bounds'
