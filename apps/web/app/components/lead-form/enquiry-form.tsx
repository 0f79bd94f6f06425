import { enquiryDefaults, enquirySchema, locationEnquirySchema } from '@dealer/leads/client'
import type { LeadFormOptionsMap } from '@dealer/leads'
import { EnquiryFields } from './enquiry-fields'
import { LeadForm, useLeadForm, useLeadReply, type LeadFormBootData } from './lead-form'

/**
 * A general enquiry (/contact), or with `locationId` the enquiry sent to one location (the enquiry
 * fields and a hidden location_id; docs/spec-coverage.md, Lead forms), on /contact-us/{slug} and on
 * the location's own page at #form-section; with `carId` the enquiry about a car (/cars/{slug}/enquire),
 * and with a `message` already written, a quote on a new model (/models/order-now).
 */
export function EnquiryForm(props: {
  options: LeadFormOptionsMap['location-enquiry']
  boot: LeadFormBootData
  locationId?: string
  carId?: string
  message?: string
  submitLabel?: string
  action?: string
}) {
  const { options, boot, locationId, carId } = props
  const [form, fields] = useLeadForm({
    schema: locationId ? locationEnquirySchema(options) : enquirySchema(options),
    lastResult: useLeadReply(),
    boot,
    defaultValue: {
      ...enquiryDefaults(options),
      opt_in: 'on',
      ...(props.message === undefined ? {} : { message: props.message }),
    },
  })
  return (
    <LeadForm
      form={form}
      boot={boot}
      submitLabel={props.submitLabel ?? 'Send Enquiry'}
      action={props.action}
      hidden={locationId ? { location_id: locationId } : carId ? { car_id: carId } : undefined}
    >
      <EnquiryFields fields={fields} options={options} />
    </LeadForm>
  )
}
