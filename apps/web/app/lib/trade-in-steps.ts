import { ownValue } from '@dealer/domain'
import type { SubmissionResult } from '@conform-to/react'
import type { ShouldRevalidateFunction } from '@remix-run/react'
import type { AdjustmentQuestion, TradeInStep } from '@dealer/leads/client'

/** /sell-my-car sells the car outright; /trade-in and /cars/trade-in trade it towards another. */
export type TradeInInterest = 'trade-in' | 'sell'

/** What a step POST returns: the step to show, every value so far, and errors of the step. */
export interface TradeInActionData {
  step: TradeInStep
  values: Record<string, string>
  reply: SubmissionResult<string[]> | null
  /** After step 1 with a rego: whether the dealer's records knew it. */
  regoMatch: { found: boolean; name: string | null } | null
  /** The keys the step was posted with, when still good (postedKeys): the form sends them again. */
  idempotencyKey?: string
  formStarted?: string
}

/** What the trade-in and sell-my-car pages say they do (the page's intro and its description). */
export const TRADE_IN_INTRO = 'Tell us about your car in three short steps and see what cars like it sell for with us.'

export const STEP_TITLES: Record<TradeInStep, string> = {
  vehicle: 'Your car',
  condition: 'Its condition',
  contact: 'Your details',
}

const VEHICLE_DETAILS = ['make', 'model', 'year', 'km'] as const
const CONTACT = ['name', 'email', 'phone', 'postcode', 'message', 'opt_in', 'terms_conditions'] as const

/** The fields each step shows; every other value travels in hidden fields. */
export function stepFieldNames(step: TradeInStep, questions: readonly AdjustmentQuestion[]): string[] {
  switch (step) {
    case 'vehicle':
      return ['lookup', 'rego', 'regoState', ...VEHICLE_DETAILS]
    case 'condition':
      return [...VEHICLE_DETAILS, ...questions.map((q) => `adjustmentAnswers.${q.id}`)]
    case 'contact':
      return [...CONTACT]
  }
}

/** Every field of the trade-in form, by its posted name. */
export function tradeInFieldNames(questions: readonly AdjustmentQuestion[]): Set<string> {
  return new Set((['vehicle', 'condition', 'contact'] as const).flatMap((s) => stepFieldNames(s, questions)))
}

/** Dotted names (adjustmentAnswers.accident) as the nested object conform's defaults take. */
export function nestValues(values: Readonly<Record<string, string>>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(values)) {
    const [head, tail] = name.split('.', 2) as [string, string | undefined]
    if (tail === undefined) out[head] = value
    else out[head] = { ...((ownValue(out, head) as Record<string, string> | undefined) ?? {}), [tail]: value }
  }
  return out
}

/**
 * The form's starting values: the shopper's own so far, and before the contact step has been seen,
 * opt-in ticked (docs/spec-coverage.md, Trade-in, finance and reserve). Once it has been posted, an
 * unticked box stays unticked.
 */
export function stepDefaults(values: Readonly<Record<string, string>>): Record<string, unknown> {
  return { lookup: 'rego', ...('name' in values ? {} : { opt_in: 'on' }), ...nestValues(values) }
}

/**
 * A failed reply that says nothing (then 'An unexpected error occured' is shown;
 * docs/spec-coverage.md, Trade-in, finance and reserve).
 */
export function isUnexplainedFailure(reply: SubmissionResult<string[]> | null | undefined): boolean {
  return reply?.status === 'error' && Object.values(reply.error ?? {}).every((m) => !m || m.length === 0)
}

/** A step POST's answer (as opposed to a redirect, or a bare reply when the body was unreadable). */
const isStepAnswer = (result: unknown): result is TradeInActionData =>
  typeof result === 'object' && result !== null && 'step' in result && 'values' in result

/**
 * The page's data (its car, the questions, the form's idempotency key and start time) is the
 * same for every step, so a step POST does not fetch it again. Fetched again, it landed a moment
 * after the next step had appeared and rendered that form a second time with a new key and start
 * time, under a shopper who may already be filling it in or pressing Next.
 */
export const keepPageDataAfterStep: ShouldRevalidateFunction = ({
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}) => (formMethod?.toUpperCase() === 'POST' && isStepAnswer(actionResult) ? false : defaultShouldRevalidate)
