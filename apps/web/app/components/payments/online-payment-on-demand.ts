// The online payment page's stylesheets travel with it (inline, docs/decisions/020-inline-css.md); its
// code (the form: conform and zod) loads when the shopper reaches it (~/components/lead-form/on-demand-form.tsx).
import '@dealer/ui/fields.css'
import '~/styles/layout.css'
import '~/styles/form.css'
import '~/styles/lead-pages.css'
import { leadFormOnDemand } from '~/components/lead-form/on-demand-form'

export const OnlinePaymentPage = leadFormOnDemand(
  () => import('./OnlinePaymentPage').then((m) => m.OnlinePaymentPage),
  'online-payment-part',
)
