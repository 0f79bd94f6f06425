import { Link } from '@remix-run/react'
import type { SubmissionResult } from '@conform-to/react'
import { ENQUIRY_LABELS, reserveDefaults, reserveSchema } from '@dealer/leads/client'
import { CheckboxField, TextAreaField, TextField } from '@dealer/ui/fields'
import { ContactFields } from '~/components/lead-form/enquiry-fields'
import { LeadForm, TermsField, useLeadForm } from '~/components/lead-form/lead-form'
import * as pages from '~/styles/lead-pages.css'
import type { ReservePageData } from './reserve-page'

/**
 * The reservation form of the reserve page (./reserve-page.tsx), its own chunk: it loads when the
 * shopper reaches it (./reserve-form-on-demand.ts).
 */
export function ReserveForm({
  data,
  lastResult,
}: {
  data: ReservePageData
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useLeadForm({
    schema: reserveSchema(data.options),
    lastResult,
    boot: data.boot,
    defaultValue: reserveDefaults(data.options),
  })
  return (
    <>
      <p>
        Reserve this car with a <strong>{data.deposit}</strong> deposit.
      </p>
      <p className={pages.notice}>
        {/* Where the checkout journey is on, the site does take deposits: just not through this form. */}
        {data.buyOnline ? 'No payment is taken with this form.' : 'No payment is taken on this website.'} Sending this
        form asks {data.dealer} to hold the car for you: we call you to confirm the reservation and to take the{' '}
        {data.deposit} deposit, and the car is yours to inspect before you buy.
      </p>
      {data.buyOnline ? (
        <p>
          Or pay the {data.deposit} deposit online now and the car is reserved for you straight away:{' '}
          <Link to={data.buyOnline}>Buy Online</Link>
        </p>
      ) : null}
      <LeadForm form={form} boot={data.boot} submitLabel="Send Reservation Request" hidden={{ car_id: data.car.id }}>
        <ContactFields fields={fields} />
        <TextField meta={fields.postcode} label="Postcode" inputMode="numeric" autoComplete="postal-code" />
        <TextAreaField meta={fields.message} label={ENQUIRY_LABELS.message} rows={3} />
        <CheckboxField meta={fields.opt_in} label={ENQUIRY_LABELS.opt_in} />
        <TermsField meta={fields.terms_conditions} />
      </LeadForm>
    </>
  )
}
