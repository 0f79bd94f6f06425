import { describe, expect, it } from 'vitest'
import { DEFAULT_ADJUSTMENT_QUESTIONS } from '@dealer/leads/client'
import {
  isUnexplainedFailure,
  keepPageDataAfterStep,
  nestValues,
  stepDefaults,
  stepFieldNames,
  tradeInFieldNames,
} from './trade-in-steps'

describe('trade-in steps', () => {
  it('shows each field on one step, so every other value travels hidden', () => {
    const names = tradeInFieldNames(DEFAULT_ADJUSTMENT_QUESTIONS)
    expect(names.has('adjustmentAnswers.finance_owing')).toBe(true)
    expect(names.has('idempotency_key')).toBe(false)
    const contact = stepFieldNames('contact', DEFAULT_ADJUSTMENT_QUESTIONS)
    expect(contact).toContain('terms_conditions')
    expect(stepFieldNames('vehicle', DEFAULT_ADJUSTMENT_QUESTIONS).filter((n) => contact.includes(n))).toEqual([])
  })

  it('nests dotted names for conform and keeps an unticked opt-in unticked once the contact step was posted', () => {
    expect(nestValues({ rego: 'ABC1', 'adjustmentAnswers.keys': '1', 'adjustmentAnswers.accident': 'No' })).toEqual({
      rego: 'ABC1',
      adjustmentAnswers: { keys: '1', accident: 'No' },
    })
    expect(stepDefaults({})).toEqual({ lookup: 'rego', opt_in: 'on' })
    expect(stepDefaults({ name: 'Sam', lookup: 'details' })).toEqual({ lookup: 'details', name: 'Sam' })
  })

  it("tells a failure with no message (then 'An unexpected error occured' shows) from one with messages", () => {
    expect(isUnexplainedFailure({ status: 'error', error: {} })).toBe(true)
    expect(isUnexplainedFailure({ status: 'error', error: { '': [] } })).toBe(true)
    expect(
      isUnexplainedFailure({
        status: 'error',
        error: { postcode: ['Invalid postcode. Please enter a 4-digit number.'] },
      }),
    ).toBe(false)
    expect(isUnexplainedFailure(null)).toBe(false)
  })

  describe('after a POST', () => {
    const url = new URL('http://dealer.localhost/trade-in')
    const args = (actionResult: unknown, defaultShouldRevalidate = true) =>
      ({
        currentUrl: url,
        nextUrl: url,
        currentParams: {},
        nextParams: {},
        formMethod: 'POST',
        actionResult,
        defaultShouldRevalidate,
      }) as Parameters<typeof keepPageDataAfterStep>[0]
    const step = { step: 'condition', values: { rego: 'ABC1' }, reply: null, regoMatch: null }

    it('keeps the page data after a step, so the form is rendered once with one key and start time', () => {
      expect(keepPageDataAfterStep(args(step))).toBe(false)
      expect(keepPageDataAfterStep(args({ ...step, step: 'vehicle' }))).toBe(false)
    })

    it('leaves everything else to the default', () => {
      expect(keepPageDataAfterStep(args({ status: 'error', error: { '': ['x'] } }))).toBe(true)
      expect(keepPageDataAfterStep(args(undefined))).toBe(true)
      expect(keepPageDataAfterStep(args(step, false))).toBe(false)
      expect(keepPageDataAfterStep({ ...args(step), formMethod: undefined })).toBe(true)
    })
  })
})
