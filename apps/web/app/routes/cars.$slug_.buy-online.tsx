// Reserve Car Now for tenants whose reserve route is buy-online (docs/spec-coverage.md, Trade-in, finance and reserve).
export { headers, loader, action, meta, default, ErrorBoundary } from './cars.$slug_.checkout'
