import { describe, expect, it } from 'vitest'
import { VALID_CONTACT, errorsOf, submit } from '../test-support/form-data'
import { OFFER_ACCEPTED_SUBCATEGORY, POSTCODE_MESSAGE } from './messages'
import { tradeInSchema, tradeInStepSchema } from './trade-in'
import { estimateEligibility } from './trade-in-estimate'

const NOW = new Date('2025-06-01T00:00:00Z')
const CONTACT = { ...VALID_CONTACT, postcode: '2000' }

describe('trade-in steps', () => {
  it('asks for rego and state, or make, model, year and km', () => {
    const vehicle = tradeInStepSchema('vehicle', { now: NOW })
    expect(errorsOf(vehicle, {})).toEqual({
      rego: ['Please enter your registration number.'],
      regoState: ['Please select the state the car is registered in.'],
    })
    expect(errorsOf(vehicle, { rego: 'abc123', regoState: 'NSW' })).toEqual({})
    expect(errorsOf(vehicle, { rego: 'abc123', regoState: 'XX' })).toEqual({ regoState: ['Please choose one of the options.'] })
    expect(errorsOf(vehicle, { lookup: 'details' })).toEqual({
      make: ['Please enter the make.'],
      model: ['Please enter the model.'],
      year: ['Please enter a valid year.'],
      km: ['Please enter the kilometres as a whole number.'],
    })
    expect(errorsOf(vehicle, { lookup: 'details', make: 'Mazda', model: '3', year: '2027', km: '1.5' })).toEqual({
      year: ['Please enter a valid year.'],
      km: ['Please enter the kilometres as a whole number.'],
    })
    expect(errorsOf(vehicle, { lookup: 'details', make: 'Mazda', model: '3', year: '2019', km: '85000' })).toEqual({})
  })

  it('checks adjustment answers against the dealer questions, or bounds them', () => {
    const questions = [{ id: 'accident', label: 'Accident history?', options: ['yes', 'no'] }]
    const condition = tradeInStepSchema('condition', { adjustmentQuestions: questions })
    expect(errorsOf(condition, { 'adjustmentAnswers.accident': 'no' })).toEqual({})
    expect(Object.keys(errorsOf(condition, { 'adjustmentAnswers.accident': 'maybe' }))).toEqual(['adjustmentAnswers.accident'])
    const open = tradeInStepSchema('condition')
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`adjustmentAnswers.q${i}`, 'x']))
    expect(Object.keys(errorsOf(open, many))).toEqual(['adjustmentAnswers'])
  })

  it('needs contact details with a postcode', () => {
    expect(errorsOf(tradeInStepSchema('contact'), { ...CONTACT, postcode: '200' })).toEqual({ postcode: [POSTCODE_MESSAGE] })
  })
})

describe('trade-in lead', () => {
  it('carries the valuation payload and marks an accepted offer', () => {
    const s = submit(tradeInSchema({ now: NOW }), {
      ...CONTACT,
      rego: 'xyz 789',
      regoState: 'VIC',
      'adjustmentAnswers.accident': 'no',
      id: 'val-1',
      lead_id: 'lead-0',
      form_completed: 'on',
      offer_accepted: 'on',
      interest: 'sell',
    })
    expect(s.status === 'success' && s.value).toMatchObject({
      rego: 'XYZ789',
      regoState: 'VIC',
      adjustmentAnswers: { accident: 'no' },
      id: 'val-1',
      lead_id: 'lead-0',
      form_completed: true,
      offer_accepted: true,
      interest: 'sell',
      subcategory: OFFER_ACCEPTED_SUBCATEGORY,
    })
    expect(OFFER_ACCEPTED_SUBCATEGORY).toBe('3. Offer Accepted')
  })

  it('parses its own output again unchanged (submitLead re-validates)', () => {
    const schema = tradeInSchema({ now: NOW })
    const first = schema.parse({
      ...CONTACT,
      terms_conditions: true,
      lookup: 'details',
      make: 'Kia',
      model: 'Rio',
      year: 2020,
      km: 1,
      offer_accepted: true,
    })
    expect(schema.parse(first)).toEqual(first)
  })
})

describe('online estimate rule', () => {
  it('gives no estimate over 7 years or over 100,000 km', () => {
    expect(estimateEligibility({ year: 2018, km: 100_000 }, NOW)).toEqual({ eligible: true })
    expect(estimateEligibility({ year: 2017, km: 10 }, NOW)).toEqual({ eligible: false, reason: 'age' })
    expect(estimateEligibility({ year: 2024, km: 100_001 }, NOW)).toEqual({ eligible: false, reason: 'km' })
  })
})
