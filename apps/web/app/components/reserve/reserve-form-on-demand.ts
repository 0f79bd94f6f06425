// The reservation form's stylesheets travel with the reserve page (inline, docs/decisions/020-inline-css.md);
// its code (conform and zod) loads when the shopper reaches the form (~/components/lead-form/on-demand-form.tsx).
import '@dealer/ui/fields.css'
import '~/styles/layout.css'
import '~/styles/form.css'
import '~/styles/lead-pages.css'
import { leadFormOnDemand } from '~/components/lead-form/on-demand-form'

export const ReserveForm = leadFormOnDemand(
  () => import('./reserve-form').then((m) => m.ReserveForm),
  'reserve-form-part',
)
