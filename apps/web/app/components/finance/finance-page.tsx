import type { Choice } from '@dealer/leads/client'
import type { SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import { CarSummary } from '~/components/lead-form/car-summary'
import { FormPage } from '~/components/lead-form/form-page'
import type { LeadFormBootData } from '~/components/lead-form/lead-form'
import type { FinancePageText } from '~/lib/finance-pages'
import type { LeadCar } from '~/lib/lead-car'
import { FinanceForm } from './finance-form-on-demand'

export interface FinancePageData {
  text: FinancePageText
  options: { dealerships?: readonly Choice[]; termsRequired?: boolean }
  defaults: Record<string, string>
  car: LeadCar | null
  boot: LeadFormBootData
}

/** The action's answer: a quick-pick pressed without JS (values to show again), or conform's reply. */
type FinanceActionData = { kind: 'quick-pick'; values: Record<string, string> } | SubmissionResult<string[]> | undefined

export function FinancePage({
  data,
  actionData,
  calculator,
}: {
  data: FinancePageData
  actionData: FinanceActionData
  /** Between the car and the form: the car's finance calculator on /personalised/finance. */
  calculator?: ReactNode
}) {
  const picked = actionData && 'kind' in actionData ? actionData : null
  return (
    <FormPage title={data.text.title}>
      <p>{data.text.intro}</p>
      {data.car ? <CarSummary car={data.car} caption="Financing" /> : null}
      {calculator}
      {/* A quick-pick without JS comes back as new defaults: a new form shows them. */}
      <FinanceForm
        key={picked ? `pick-${picked.values.vehiclePriceBudget}` : 'form'}
        data={data}
        lastResult={picked ? null : (actionData as SubmissionResult<string[]> | undefined)}
        values={picked?.values ?? null}
      />
    </FormPage>
  )
}
