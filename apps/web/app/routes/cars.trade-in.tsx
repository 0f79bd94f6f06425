// The car page's trade-in button (spec §2: /cars/trade-in?car_id={slug}).
export { headers, loader, action, shouldRevalidate, meta, default, ErrorBoundary } from './trade-in'
