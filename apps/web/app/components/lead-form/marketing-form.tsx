import { marketingLeadSchema } from '@dealer/leads/client'
import { LeadForm, useLeadForm, useLeadReply, type LeadFormBootData } from './lead-form'
import { MarketingFields } from './marketing-fields'

/**
 * The marketing lead form of a campaign page (/eofy; docs/spec-coverage.md, Lead forms), its own
 * chunk: it loads when the shopper reaches it (./marketing-form-on-demand.ts).
 */
export function MarketingForm(props: {
  options: Parameters<typeof marketingLeadSchema>[0]
  boot: LeadFormBootData
  campaign: string
}) {
  const { options, boot } = props
  const [form, fields] = useLeadForm({ schema: marketingLeadSchema(options), lastResult: useLeadReply(), boot })
  return (
    <LeadForm form={form} boot={boot} submitLabel="Register Now" hidden={{ campaign: props.campaign }}>
      <MarketingFields fields={fields} />
    </LeadForm>
  )
}
