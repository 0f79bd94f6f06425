import { formatCents } from '@dealer/domain'
import {
  ENQUIRY_LABELS,
  ONLINE_PAYMENT_MAX_CENTS,
  ONLINE_PAYMENT_MIN_CENTS,
  PAYMENT_LABELS,
  onlinePaymentSchema,
} from '@dealer/leads/client'
import { ContactFields } from '~/components/lead-form/enquiry-fields'
import { FormPage } from '~/components/lead-form/form-page'
import { CheckboxField, TextField } from '@dealer/ui/fields'
import { LeadForm, TermsField, useLeadForm, type LeadFormBootData } from '~/components/lead-form/lead-form'
import * as layout from '~/styles/layout.css'
import { DemoNotice } from './DemoNotice'
import { bootWithReplyKey, type PaymentReply } from './payment-reply'

export interface OnlinePaymentData {
  dealer: string
  dealerPhone: string
  demo: boolean
  signedInPhone: string | null
  reference: string
  boot: LeadFormBootData
}

export function OnlinePaymentPage({ data, reply }: { data: OnlinePaymentData; reply: PaymentReply | undefined }) {
  const boot = bootWithReplyKey(data.boot, reply)
  const [form, fields] = useLeadForm({
    schema: onlinePaymentSchema(),
    lastResult: reply,
    boot,
    defaultValue: { opt_in: true, reference: data.reference || undefined },
  })
  return (
    <FormPage title="Online Payment">
      <p>
        Pay an invoice from {data.dealer} (a service, parts or a balance) online. Enter the amount and the invoice or
        reference number it shows.
      </p>
      {data.demo ? <DemoNotice /> : null}
      {data.signedInPhone ? <p className={layout.muted}>Signed in as {data.signedInPhone}.</p> : null}
      <LeadForm form={form} boot={boot} submitLabel="Pay Now">
        <TextField
          meta={fields.amount}
          label={PAYMENT_LABELS.amount}
          inputMode="text"
          placeholder="e.g. 250.00"
          hint={`From ${formatCents(ONLINE_PAYMENT_MIN_CENTS)} to ${formatCents(ONLINE_PAYMENT_MAX_CENTS)}.`}
        />
        <TextField meta={fields.reference} label={PAYMENT_LABELS.reference} placeholder="e.g. INV-10234" />
        <ContactFields fields={fields} />
        <CheckboxField meta={fields.opt_in} label={ENQUIRY_LABELS.opt_in} />
        <TermsField meta={fields.terms_conditions} />
      </LeadForm>
      <p className={layout.muted}>Questions about an invoice? Call us on {data.dealerPhone}.</p>
    </FormPage>
  )
}
