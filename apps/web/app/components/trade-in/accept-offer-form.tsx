import { z } from 'zod'
import { LeadForm, useLeadForm, useLeadReply, type LeadFormBootData } from '~/components/lead-form/lead-form'

const acceptSchema = z.object({})

/**
 * 'Accept Offer' under a trade-in estimate (/trade-in/estimate; docs/spec-coverage.md, Trade-in,
 * finance and reserve), its own chunk: it loads when the shopper reaches it (./accept-offer-form-on-demand.ts).
 */
export function AcceptOfferForm({ boot }: { boot: LeadFormBootData }) {
  const [form] = useLeadForm({ schema: acceptSchema, lastResult: useLeadReply(), boot })
  return (
    <LeadForm form={form} boot={boot} submitLabel="Accept Offer">
      <p>Happy with this estimate? Accept it and we will book your car in for its inspection.</p>
    </LeadForm>
  )
}
