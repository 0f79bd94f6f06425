import { ENQUIRY_LABELS, checkoutSchema } from '@dealer/leads/client'
import { CarSummary } from '~/components/lead-form/car-summary'
import { ContactFields } from '~/components/lead-form/enquiry-fields'
import { FormPage } from '~/components/lead-form/form-page'
import { CheckboxField } from '@dealer/ui/fields'
import { LeadForm, TermsField, useLeadForm } from '~/components/lead-form/lead-form'
import * as layout from '~/styles/layout.css'
import { DemoNotice } from './DemoNotice'
import { bootWithReplyKey, type PaymentReply } from './payment-reply'
import type { CheckoutJourneyData } from './CheckoutJourneyPage'

/**
 * The deposit form of the checkout journey (./CheckoutJourneyPage.tsx) with the page around it, its
 * own chunk: it loads when the shopper reaches it (./checkout-form-on-demand.ts).
 */
export function CheckoutForm({
  data,
  reply,
}: {
  data: Extract<CheckoutJourneyData, { state: 'form' }>
  reply: PaymentReply | undefined
}) {
  const boot = bootWithReplyKey(data.boot, reply)
  const [form, fields] = useLeadForm({
    schema: checkoutSchema(),
    lastResult: reply,
    boot,
    defaultValue: { opt_in: true },
  })
  return (
    <FormPage title="Buy Online" back={{ to: `/cars/${data.car.slug}`, label: `Back to the ${data.car.name}` }}>
      <CarSummary car={data.car} caption="You are reserving" />
      <p>
        Pay a <strong>{data.deposit}</strong> deposit now and {data.dealer} holds this car for you. We will call you to
        arrange an inspection and the rest of the purchase.
      </p>
      {data.demo ? <DemoNotice /> : null}
      {data.signedInPhone ? <p className={layout.muted}>Signed in as {data.signedInPhone}.</p> : null}
      <LeadForm form={form} boot={boot} submitLabel={`Pay ${data.deposit} deposit`} hidden={{ car_id: data.car.id }}>
        <ContactFields fields={fields} />
        <CheckboxField meta={fields.opt_in} label={ENQUIRY_LABELS.opt_in} />
        <TermsField meta={fields.terms_conditions} />
      </LeadForm>
    </FormPage>
  )
}
