/**
 * The domain's helpers that every page's browser code needs (the root layout, the theme registry),
 * without the rest of the barrel: a module that imports `@dealer/domain` takes the whole package
 * into its graph, zod schemas included, and the browser build's base chunk holds only modules whose
 * graph is small (apps/web/vite.config.ts, bench/pages/RESULTS.md, session 9).
 */
export * from './own-keys'
export * from './contrast'
export * from './dealer-comments'
