import { Link } from '@remix-run/react'
import { TRADE_IN_STEPS, type AdjustmentQuestion, type TradeInStep } from '@dealer/leads/client'
import type { LeadFormBootData } from '~/components/lead-form/lead-form'
import type { LeadCar } from '~/lib/lead-car'
import { STEP_TITLES, TRADE_IN_INTRO, type TradeInActionData, type TradeInInterest } from '~/lib/trade-in-steps'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/form.css'
import * as pages from '~/styles/lead-pages.css'
import { TradeInFaq } from './trade-in-faq'
import { StepForm } from './trade-in-form-on-demand'

export interface TradeInPageData {
  interest: TradeInInterest
  car: LeadCar | null
  questions: readonly AdjustmentQuestion[]
  boot: LeadFormBootData
  dealer: string
  inspectionAt: string
}

/** The action's answer, or a bare conform reply when the body could not be read at all. */
export function tradeInState(data: unknown): TradeInActionData {
  if (data && typeof data === 'object' && 'step' in data) return data as TradeInActionData
  return { step: 'vehicle', values: {}, reply: (data as TradeInActionData['reply']) ?? null, regoMatch: null }
}

export function TradeInPage({ data, state }: { data: TradeInPageData; state: TradeInActionData }) {
  const title = data.interest === 'sell' ? 'Sell My Car' : 'Value My Trade-In'
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={pages.page}>
        <div className={styles.card}>
          <h1 className={layout.sectionTitle}>{title}</h1>
          {data.car ? (
            <p>
              Trading towards the <Link to={`/cars/${data.car.slug}`}>{data.car.name}</Link>
              {data.car.price ? ` (${data.car.price})` : ''}.
            </p>
          ) : (
            <p>{TRADE_IN_INTRO}</p>
          )}
          <ol className={pages.steps} aria-label="Steps">
            {TRADE_IN_STEPS.map((s, i) => (
              <li key={s} className={pages.stepItem} aria-current={s === state.step ? 'step' : undefined}>
                {i + 1}. {STEP_TITLES[s]}
              </li>
            ))}
          </ol>
          {/* A new form for each step, so each starts from the values carried so far. */}
          <StepForm key={state.step} data={data} state={state} />
        </div>
        <TradeInFaq dealer={data.dealer} inspectionAt={data.inspectionAt} />
      </div>
    </div>
  )
}

export type { TradeInStep }
