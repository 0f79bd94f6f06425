// A finance page (docs/spec-coverage.md, Trade-in, finance and reserve): the /finance module, with
// this path's title and finance type.
export { headers, loader, action, meta, default, ErrorBoundary } from './finance'
