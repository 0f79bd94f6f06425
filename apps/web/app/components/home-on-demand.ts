// The home page's parts below the first screen, rendered by the server with the page; their code
// loads on demand (~/lib/on-demand.tsx) and their stylesheets travel with the page (inline,
// docs/decisions/020-inline-css.md). The sales counter counts up and the locations' arrows appear
// once each comes into view; the reviews are links and text and keep their server HTML.
import '@dealer/ui/hours-table.css'
import '~/components/car/vehicle-location.css'
import '~/styles/locations.css'
import '~/styles/reviews.css'
import '~/styles/sales-counter.css'
import { onDemand } from '~/lib/on-demand'

export const SalesCounterBanner = onDemand(
  () => import('~/components/sales-counter-banner').then((m) => m.SalesCounterBanner),
  { id: 'sales-counter-title', whenVisible: true },
)
export const LocationCarousel = onDemand(
  () => import('~/components/location-carousel').then((m) => m.LocationCarousel),
  { id: 'locations-track', whenVisible: true },
)
export const ReviewsSection = onDemand(() => import('~/components/reviews-section').then((m) => m.ReviewsSection), {
  id: 'reviews',
  inert: true,
})
