// The enquiry form's stylesheets travel with its pages (inline, docs/decisions/020-inline-css.md);
// its code (conform and zod) loads when the shopper reaches the form (./on-demand-form.tsx).
import '@dealer/ui/fields.css'
import '~/styles/layout.css'
import '~/styles/form.css'
import { leadFormOnDemand } from './on-demand-form'

export const EnquiryForm = leadFormOnDemand(() => import('./enquiry-form').then((m) => m.EnquiryForm), 'enquiry-form')
