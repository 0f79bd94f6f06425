// The Request Photos form's stylesheets travel with its page (inline, docs/decisions/020-inline-css.md);
// its code (conform and zod) loads when the shopper reaches the form (./on-demand-form.tsx).
import '@dealer/ui/fields.css'
import '~/styles/layout.css'
import '~/styles/form.css'
import { leadFormOnDemand } from './on-demand-form'

export const RequestPhotosForm = leadFormOnDemand(
  () => import('./request-photos-form').then((m) => m.RequestPhotosForm),
  'request-photos-form',
)
