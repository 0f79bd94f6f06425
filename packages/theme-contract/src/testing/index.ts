/**
 * Test helpers of the theme contract (as `@dealer/theme-contract/testing`; tests only): the
 * shared contract suite every theme's test runs, and readers of the static markup a slot renders.
 */
export * from './contract-suite'
export * from './markup'
export * from './page-slots-suite'
export * from './rule'
