import { describe, expect, it } from 'vitest'
import { DEFAULT_ADJUSTMENT_QUESTIONS } from '@dealer/leads/client'
import { isUnexplainedFailure, nestValues, stepDefaults, stepFieldNames, tradeInFieldNames } from './trade-in-steps'

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

  it('tells a failure with no message from one with messages (spec §8)', () => {
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
})
