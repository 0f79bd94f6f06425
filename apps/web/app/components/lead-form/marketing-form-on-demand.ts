// The marketing form's stylesheets travel with its page (inline, docs/decisions/020-inline-css.md);
// its code (conform and zod) loads when the shopper reaches the form (./on-demand-form.tsx).
import '@dealer/ui/fields.css'
import '~/styles/layout.css'
import '~/styles/form.css'
import { leadFormOnDemand } from './on-demand-form'

export const MarketingForm = leadFormOnDemand(
  () => import('./marketing-form').then((m) => m.MarketingForm),
  'marketing-form',
)
