// Sell My Car (spec §2): the trade-in form, sending the lead as a sale.
export { headers, loader, action, shouldRevalidate, meta, default, ErrorBoundary } from './trade-in'
