// The car page's trade-in button (/cars/trade-in?car_id={slug}; docs/spec-coverage.md, Trade-in, finance and reserve).
export { headers, loader, action, shouldRevalidate, meta, default, ErrorBoundary } from './trade-in'
