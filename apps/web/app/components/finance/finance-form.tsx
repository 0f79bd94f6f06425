import { CAR_TYPE_LABELS, CAR_TYPES, formatMoney, formatNumber } from '@dealer/domain'
import {
  ENQUIRY_LABELS,
  FINANCE_FORM_ANCHOR,
  FINANCE_QUICK_PICKS,
  financeSchema,
  type Choice,
} from '@dealer/leads/client'
import type { SubmissionResult } from '@conform-to/react'
import { AffixedField, CheckboxField, SelectField, TextAreaField, TextField } from '@dealer/ui/fields'
import { ContactFields } from '~/components/lead-form/enquiry-fields'
import { LeadForm, TermsField, useLeadForm } from '~/components/lead-form/lead-form'
import * as pages from '~/styles/lead-pages.css'
import type { FinancePageData } from './finance-page'

const CAR_TYPE_CHOICES: Choice[] = CAR_TYPES.map((value) => ({ value, label: CAR_TYPE_LABELS[value] }))

/**
 * The finance enquiry form of the finance pages (./finance-page.tsx), its own chunk: it loads when
 * the shopper reaches it (./finance-form-on-demand.ts).
 */
export function FinanceForm(props: {
  data: FinancePageData
  lastResult: SubmissionResult<string[]> | null | undefined
  values: Record<string, string> | null
}) {
  const { data } = props
  const [form, fields] = useLeadForm({
    id: FINANCE_FORM_ANCHOR,
    schema: financeSchema(data.options),
    lastResult: props.lastResult,
    boot: data.boot,
    defaultValue: props.values ?? { opt_in: 'on', ...data.defaults },
  })
  const budget = fields.vehiclePriceBudget
  const setBudget = (value: string) => form.update({ name: budget.name, value })
  return (
    <LeadForm form={form} boot={data.boot} submitLabel={data.text.submit} buttonsInFields>
      <ContactFields fields={fields} />
      <TextField meta={fields.postcode} label="Postcode" inputMode="numeric" autoComplete="postal-code" />
      <AffixedField
        meta={budget}
        label="Vehicle price or budget"
        prefix="$"
        placeholder="e.g. 25,000"
        onBlur={(e) => {
          const n = Number(e.currentTarget.value.replace(/[$,\s]/g, ''))
          if (e.currentTarget.value.trim() !== '' && Number.isFinite(n)) setBudget(formatNumber(n))
        }}
      >
        <div className={pages.quickPicks} role="group" aria-label="Quick picks">
          {FINANCE_QUICK_PICKS.map((amount) => (
            <button
              key={amount}
              type="submit"
              name="quick_pick"
              value={String(amount)}
              formNoValidate
              className={pages.quickPick}
              onClick={(e) => {
                e.preventDefault()
                setBudget(formatNumber(amount))
              }}
            >
              {formatMoney(amount)}
            </button>
          ))}
        </div>
      </AffixedField>
      {(data.options.dealerships ?? []).length > 0 ? (
        <SelectField
          meta={fields.preferredDealership}
          label="Preferred dealership"
          placeholder="Any dealership"
          options={data.options.dealerships ?? []}
        />
      ) : null}
      <div className={pages.twoColumns}>
        <SelectField
          meta={fields.car_type}
          label="New, demo or used"
          placeholder="Not sure yet"
          options={CAR_TYPE_CHOICES}
        />
        <TextField meta={fields.vin} label="VIN (if known)" autoComplete="off" />
      </div>
      <TextAreaField meta={fields.message} label={ENQUIRY_LABELS.message} rows={3} />
      <CheckboxField meta={fields.opt_in} label={ENQUIRY_LABELS.opt_in} />
      <TermsField meta={fields.terms_conditions} />
    </LeadForm>
  )
}
