// The accept form's stylesheets travel with the estimate page (inline, docs/decisions/020-inline-css.md);
// its code (conform and zod) loads when the shopper reaches the form (~/components/lead-form/on-demand-form.tsx).
import '~/styles/layout.css'
import '~/styles/form.css'
import { leadFormOnDemand } from '~/components/lead-form/on-demand-form'

export const AcceptOfferForm = leadFormOnDemand(
  () => import('./accept-offer-form').then((m) => m.AcceptOfferForm),
  'accept-offer-form',
)
