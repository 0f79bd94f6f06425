import { describe, expect, it } from 'vitest'
import { VALID_CONTACT, errorsOf, submit } from '../test-support/form-data'
import { OFFER_ACCEPTED_SUBCATEGORY, POSTCODE_MESSAGE } from './messages'
import { DEFAULT_ADJUSTMENT_QUESTIONS, tradeInSchema, tradeInStepSchema } from './trade-in'
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
    expect(errorsOf(vehicle, { rego: 'abc123', regoState: 'XX' })).toEqual({
      regoState: ['Please choose one of the options.'],
    })
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

  it('drops a rego typed before the shopper chose to enter the details: that field is hidden then', () => {
    const details = { lookup: 'details', make: 'Toyota', model: 'Corolla', year: '2019', km: '45000' }
    const typed = { rego: 'ABC.123', regoState: 'XX' }
    expect(errorsOf(tradeInStepSchema('vehicle', { now: NOW }), { ...details, ...typed })).toEqual({})
    // By rego, the same value is still refused beside the field.
    expect(errorsOf(tradeInStepSchema('vehicle', { now: NOW }), { ...typed, lookup: 'rego' })).toEqual({
      rego: ['Please enter a valid registration (letters and numbers, up to 9).'],
      regoState: ['Please choose one of the options.'],
    })
    const lead = submit(tradeInSchema({ now: NOW }), { ...CONTACT, terms_conditions: 'on', ...details, ...typed })
    expect(lead.status).toBe('success')
    expect(lead.status === 'success' && lead.value).not.toHaveProperty('rego')
  })

  it('needs a letter in the make, and a letter or digit in the model (Mazda 3), not emoji or punctuation', () => {
    const vehicle = tradeInStepSchema('vehicle', { now: NOW })
    const car = { lookup: 'details', year: '2019', km: '85000' }
    expect(errorsOf(vehicle, { ...car, make: '🚗🚗', model: '🚗' })).toEqual({
      make: ['Please enter the make.'],
      model: ['Please enter the model.'],
    })
    expect(errorsOf(vehicle, { ...car, make: '123', model: '...' })).toEqual({
      make: ['Please enter the make.'],
      model: ['Please enter the model.'],
    })
    expect(errorsOf(vehicle, { ...car, make: 'Citroën', model: 'C4' })).toEqual({})
    expect(errorsOf(vehicle, { ...car, make: 'Toyota', model: '86' })).toEqual({})
    // The condition step, which confirms a rego lookup's details, checks them too.
    expect(errorsOf(tradeInStepSchema('condition', { now: NOW }), { make: '🚗🚗' })).toMatchObject({
      make: ['Please enter the make.'],
    })
  })

  it('checks adjustment answers against the dealer questions, or bounds them', () => {
    const questions = [{ id: 'accident', label: 'Accident history?', options: ['yes', 'no'] }]
    const condition = tradeInStepSchema('condition', { adjustmentQuestions: questions })
    expect(errorsOf(condition, { 'adjustmentAnswers.accident': 'no' })).toEqual({})
    expect(Object.keys(errorsOf(condition, { 'adjustmentAnswers.accident': 'maybe' }))).toEqual([
      'adjustmentAnswers.accident',
    ])
    const open = tradeInStepSchema('condition')
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`adjustmentAnswers.q${i}`, 'x']))
    expect(Object.keys(errorsOf(open, many))).toEqual(['adjustmentAnswers'])
  })

  it('asks every default adjustment question, and takes the car details a rego lookup confirms', () => {
    const condition = tradeInStepSchema('condition', { adjustmentQuestions: DEFAULT_ADJUSTMENT_QUESTIONS, now: NOW })
    const answers = Object.fromEntries(
      DEFAULT_ADJUSTMENT_QUESTIONS.map((q) => [`adjustmentAnswers.${q.id}`, q.options[0]!]),
    )
    expect(errorsOf(condition, answers)).toEqual({})
    expect(Object.keys(errorsOf(condition, {})).sort()).toEqual(
      DEFAULT_ADJUSTMENT_QUESTIONS.map((q) => `adjustmentAnswers.${q.id}`).sort(),
    )
    expect(errorsOf(condition, { ...answers, make: 'Toyota', model: 'HiLux', year: '2022', km: '58000' })).toEqual({})
    expect(errorsOf(condition, { ...answers, year: '1800', km: '-1' })).toEqual({
      year: ['Please enter a valid year.'],
      km: ['Please enter the kilometres as a whole number.'],
    })
  })

  it('needs contact details with a postcode', () => {
    expect(errorsOf(tradeInStepSchema('contact'), { ...CONTACT, postcode: '200' })).toEqual({
      postcode: [POSTCODE_MESSAGE],
    })
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

  it('carries a server-made valuation and bounds it', () => {
    const schema = tradeInSchema({ now: NOW })
    const base = { ...CONTACT, terms_conditions: true, rego: 'ABC123', regoState: 'QLD' }
    const valuation = { low: 30_000, high: 34_000, comparables: 5, yearFrom: 2020, yearTo: 2023 }
    expect(schema.parse({ ...base, valuation }).valuation).toEqual(valuation)
    expect(schema.safeParse({ ...base, valuation: { ...valuation, low: -1 } }).success).toBe(false)
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
