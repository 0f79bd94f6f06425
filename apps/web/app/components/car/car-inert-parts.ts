/*
 * The car page's parts that do nothing in the browser and keep the server's markup
 * (car-page-parts.ts, spin-viewer.tsx): one chunk for them all. Their code loads only when React
 * must draw them afresh (a client-side navigation, a form posted in the page), and then it draws
 * them together, so one file serves them with one request and one entry in the page's import table.
 */
export { CarBreadcrumb } from './car-breadcrumb'
export { CarSummaryPart } from './car-summary'
export { CardsBelow } from './cards-below'
export { SpinFrames } from './spin-frames'
