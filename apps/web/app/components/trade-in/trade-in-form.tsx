import {
  AU_STATES,
  ENQUIRY_LABELS,
  NO_ONLINE_ESTIMATE_TEXT,
  TRADE_IN_STEPS,
  UNEXPECTED_ERROR_MESSAGE,
  tradeInStepSchema,
  type AdjustmentQuestion,
} from '@dealer/leads/client'
import {
  AffixedField,
  CheckboxField,
  Fieldset,
  Hint,
  RadioGroup,
  SelectField,
  TextAreaField,
  TextField,
  type AnyField,
} from '@dealer/ui/fields'
import { ContactFields } from '~/components/lead-form/enquiry-fields'
import { LeadForm, TermsField, useLeadForm } from '~/components/lead-form/lead-form'
import {
  STEP_TITLES,
  isUnexplainedFailure,
  stepDefaults,
  stepFieldNames,
  type TradeInActionData,
} from '~/lib/trade-in-steps'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/form.css'
import * as pages from '~/styles/lead-pages.css'
import type { TradeInPageData } from './trade-in-page'

/**
 * One step's form of the trade-in pages (./trade-in-page.tsx), its own chunk: it loads when the
 * shopper reaches it (./trade-in-form-on-demand.ts).
 */
export function StepForm({ data, state }: { data: TradeInPageData; state: TradeInActionData }) {
  const { step, values } = state
  const schema = tradeInStepSchema(step, { adjustmentQuestions: data.questions })
  const [form, fields] = useLeadForm({
    id: `trade-in-${step}`,
    schema,
    lastResult: state.reply,
    boot: data.boot,
    defaultValue: stepDefaults(values),
    skipValidation: (submitter) => submitter?.getAttribute('value') === 'back',
  })
  const shown = new Set(stepFieldNames(step, data.questions))
  const hidden = Object.fromEntries(Object.entries({ ...values, step }).filter(([name]) => !shown.has(name)))
  const at = TRADE_IN_STEPS.indexOf(step)
  const field = (name: string): AnyField => {
    const [head, tail] = name.split('.', 2) as [string, string | undefined]
    // eslint-disable-next-line local/own-keys -- conform's fields are a Proxy (no own keys); the names are this file's own
    const meta = (fields as Record<string, AnyField>)[head]!
    return tail === undefined
      ? meta
      : // eslint-disable-next-line local/own-keys -- a fieldset is a conform Proxy too
        (meta as unknown as { getFieldset(): Record<string, AnyField> }).getFieldset()[tail]!
  }
  const unexplained = isUnexplainedFailure(state.reply)
  return (
    <LeadForm
      form={form}
      boot={data.boot}
      hidden={hidden}
      submitLabel={step === 'contact' ? 'Get My Estimate' : 'Next'}
      submitName="nav"
      submitValue={step === 'contact' ? 'submit' : 'next'}
      extraButtons={
        at > 0 ? (
          <button type="submit" name="nav" value="back" formNoValidate className={layout.buttonGhost}>
            Back
          </button>
        ) : null
      }
    >
      {unexplained ? (
        <p role="alert" className={styles.alert}>
          {UNEXPECTED_ERROR_MESSAGE}
        </p>
      ) : null}
      <h2 className={pages.stepHeading}>
        Step {at + 1} of {TRADE_IN_STEPS.length}: {STEP_TITLES[step]}
      </h2>
      {step === 'vehicle' ? <VehicleStep field={field} /> : null}
      {step === 'condition' ? <ConditionStep field={field} questions={data.questions} state={state} /> : null}
      {step === 'contact' ? <ContactStep field={field} /> : null}
    </LeadForm>
  )
}

type FieldOf = (name: string) => AnyField

function VehicleStep({ field }: { field: FieldOf }) {
  return (
    <div className={`${pages.lookupForm} ${styles.form}`}>
      <RadioGroup
        meta={field('lookup')}
        legend="How would you like to tell us about your car?"
        options={[
          { value: 'rego', label: 'By its rego' },
          { value: 'details', label: 'I will enter its details' },
        ]}
      />
      <div className={`${pages.byRego} ${pages.twoColumns}`}>
        <TextField meta={field('rego')} label="Registration (rego)" autoComplete="off" placeholder="e.g. ABC123" />
        <SelectField
          meta={field('regoState')}
          label="State"
          placeholder="Select a state"
          options={AU_STATES.map((s) => ({ value: s, label: s }))}
        />
        <Hint className={pages.wide}>You confirm the car's make, model, year and kilometres in step 2.</Hint>
      </div>
      <div className={`${pages.byDetails} ${pages.twoColumns}`}>
        <VehicleDetails field={field} />
      </div>
    </div>
  )
}

function VehicleDetails({ field }: { field: FieldOf }) {
  return (
    <>
      <TextField meta={field('make')} label="Make" placeholder="e.g. Toyota" />
      <TextField meta={field('model')} label="Model" placeholder="e.g. HiLux" />
      <TextField meta={field('year')} label="Year" inputMode="numeric" placeholder="e.g. 2021" />
      <AffixedField meta={field('km')} label="Kilometres" suffix=" kms" placeholder="e.g. 45000" />
    </>
  )
}

function ConditionStep(props: { field: FieldOf; questions: readonly AdjustmentQuestion[]; state: TradeInActionData }) {
  const { field, questions, state } = props
  const byRego = state.values.lookup !== 'details'
  return (
    <>
      <Fieldset legend="Confirm your car's details">
        {byRego ? (
          <p className={pages.notice}>
            {state.regoMatch?.found
              ? `We found ${state.values.rego ?? 'this rego'} in our records: a ${state.regoMatch.name}. Please check the details and enter the kilometres it has done now.`
              : `We can only look up registrations in our own records, and ${state.values.rego ?? 'this rego'} is not one of them. Please enter your car's details so we can estimate its value, or leave them blank and we will value it from the rego.`}
          </p>
        ) : null}
        <div className={pages.twoColumns}>
          <VehicleDetails field={field} />
        </div>
        <Hint>{NO_ONLINE_ESTIMATE_TEXT}</Hint>
      </Fieldset>
      {questions.map((q) => (
        <RadioGroup
          key={q.id}
          meta={field(`adjustmentAnswers.${q.id}`)}
          legend={q.label}
          options={q.options.map((o) => ({ value: o, label: o }))}
        />
      ))}
    </>
  )
}

function ContactStep({ field }: { field: FieldOf }) {
  return (
    <>
      <ContactFields fields={{ name: field('name'), email: field('email'), phone: field('phone') }} />
      <TextField meta={field('postcode')} label="Postcode" inputMode="numeric" autoComplete="postal-code" />
      <TextAreaField meta={field('message')} label={ENQUIRY_LABELS.message} rows={3} />
      <CheckboxField meta={field('opt_in')} label={ENQUIRY_LABELS.opt_in} />
      <TermsField meta={field('terms_conditions')} />
    </>
  )
}
