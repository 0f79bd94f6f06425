import { ENQUIRY_LABELS, REQUEST_PHOTOS_TEXT, requestPhotosDefaults, requestPhotosSchema } from '@dealer/leads/client'
import { CheckboxField, TextAreaField } from '@dealer/ui/fields'
import { ContactFields } from './enquiry-fields'
import { LeadForm, TermsField, useLeadForm, useLeadReply, type LeadFormBootData } from './lead-form'

/**
 * The Request Photos form about one car (/cars/{slug}/request-photos; docs/spec-coverage.md, Lead
 * forms), its own chunk: it loads when the shopper reaches it (./request-photos-form-on-demand.ts).
 */
export function RequestPhotosForm(props: {
  car: { id: string }
  options: NonNullable<Parameters<typeof requestPhotosSchema>[0]>
  boot: LeadFormBootData
}) {
  const { car, options, boot } = props
  const [form, fields] = useLeadForm({
    schema: requestPhotosSchema(options),
    lastResult: useLeadReply(),
    boot,
    defaultValue: { ...requestPhotosDefaults(), opt_in: 'on' },
  })
  return (
    <LeadForm
      form={form}
      boot={boot}
      submitLabel="Request Photos"
      hidden={{ car_id: car.id, request_text: REQUEST_PHOTOS_TEXT }}
    >
      <ContactFields fields={fields} />
      <TextAreaField
        meta={fields.message}
        label={`${ENQUIRY_LABELS.message} (optional)`}
        placeholder="Anything in particular you would like to see?"
      />
      <CheckboxField meta={fields.opt_in} label={ENQUIRY_LABELS.opt_in} />
      {(options.termsRequired ?? true) ? <TermsField meta={fields.terms_conditions} /> : null}
    </LeadForm>
  )
}
