/*
 * The car page's parts that do nothing in the browser (links and cards as HTML): their code loads
 * only when React must render them afresh (a client-side navigation, new loader data), and until
 * then the browser keeps the server's markup (~/lib/on-demand.tsx, `inert`). Their stylesheets are
 * the page's own (car.css, the card list's), so they travel with the page.
 */
import { onDemand } from '~/lib/on-demand'

export const CarBreadcrumb = onDemand(() => import('./car-inert-parts').then((m) => m.CarBreadcrumb), {
  id: 'car-breadcrumb',
  inert: true,
})
// One part each: a part waits for its own element (the lists' ids are `${id}-cars`).
export const SimilarCars = onDemand(() => import('./car-inert-parts').then((m) => m.CardsBelow), {
  id: 'similar-cars',
  inert: true,
})
export const RecentCars = onDemand(() => import('./car-inert-parts').then((m) => m.CardsBelow), {
  id: 'recent-cars',
  inert: true,
})
export const CarSummary = onDemand(() => import('./car-inert-parts').then((m) => m.CarSummaryPart), {
  id: 'car-summary',
  inert: true,
})
// Only a car in another city has the bar: its code comes with it, at once (it sits at the top).
export const AnnouncementBar = onDemand(() => import('./announcement-bar').then((m) => m.AnnouncementBar), {
  id: 'announcement',
  whenVisible: true,
})
