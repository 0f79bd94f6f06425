// Sell My Car (docs/spec-coverage.md, Trade-in, finance and reserve): the trade-in form, sending the lead as a sale.
export { headers, loader, action, shouldRevalidate, meta, default, ErrorBoundary } from './trade-in'
