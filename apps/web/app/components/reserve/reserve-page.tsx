import { Link } from '@remix-run/react'
import type { SubmissionResult } from '@conform-to/react'
import { ENQUIRY_LABELS, reserveDefaults, reserveSchema, type ReserveFormOptions } from '@dealer/leads/client'
import { CheckboxField, TextAreaField, TextField } from '@dealer/ui/fields'
import { ContactFields } from '~/components/lead-form/enquiry-fields'
import { CarSummary } from '~/components/lead-form/car-summary'
import { FormPage } from '~/components/lead-form/form-page'
import { LeadForm, TermsField, useLeadForm, type LeadFormBootData } from '~/components/lead-form/lead-form'
import type { LeadCar } from '~/lib/lead-car'
import * as layout from '~/styles/layout.css'
import * as pages from '~/styles/lead-pages.css'

export interface ReservePageData {
  car: LeadCar
  allowed: boolean
  deposit: string
  dealer: string
  phone: string
  options: ReserveFormOptions
  boot: LeadFormBootData
  buyOnline: string | null
}

export function ReservePage({
  data,
  lastResult,
}: {
  data: ReservePageData
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { car } = data
  return (
    <FormPage title="Reserve Car Now" back={{ to: `/cars/${car.slug}`, label: `Back to the ${car.name}` }}>
      <CarSummary car={car} />
      {data.allowed ? <ReserveForm data={data} lastResult={lastResult} /> : <CannotReserve data={data} />}
    </FormPage>
  )
}

function ReserveForm({
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

function CannotReserve({ data }: { data: ReservePageData }) {
  return (
    <>
      <p role="status" className={pages.notice}>
        This car cannot be reserved online. Send us an enquiry and we will tell you whether it is still available and
        how to secure it, or call us on {data.phone}.
      </p>
      <p>
        <Link className={layout.button} to={`/cars/${data.car.slug}/enquire`}>
          Enquire Now
        </Link>
      </p>
    </>
  )
}
