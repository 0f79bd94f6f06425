// Reserve Car Now for tenants whose reserve route is buy-online (spec §2).
export { headers, loader, action, meta, default, ErrorBoundary } from './cars.$slug_.checkout'
