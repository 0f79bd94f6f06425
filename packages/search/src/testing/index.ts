// Test helpers of @dealer/search: deterministic fixtures, the reference search and the one
// contract suite every engine passes. Imports vitest, so never load this from app code.
export * from './fixtures'
export * from './reference'
export * from './contract'
