import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { formData } from '../test-support/form-data'
import { financePrefill } from './finance'
import { LEAD_FORM_TYPES, leadFormSchema, type LeadFormOptionsMap } from './registry'
import { tradeInStepSchema, TRADE_IN_STEPS } from './trade-in'

const CHOICES = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
]
// Every form with its switches off and on.
const OPTION_SETS: Partial<LeadFormOptionsMap[keyof LeadFormOptionsMap]>[] = [
  {},
  {
    messageRequired: false,
    enquiryType: 22,
    categories: ['General Enquiry', 'Sales'],
    subcategories: ['x'],
    dealerships: CHOICES,
    locations: CHOICES,
    locationLabel: 'department',
    termsRequired: false,
    locationIds: ['l1'],
    adjustmentQuestions: [{ id: 'accident', label: 'Accident?', options: ['yes', 'no'] }],
  } as object,
]
const schemas: { form: string; schema: z.ZodTypeAny }[] = [
  ...LEAD_FORM_TYPES.flatMap((form) => OPTION_SETS.map((o) => ({ form, schema: leadFormSchema(form, o as never) }))),
  ...TRADE_IN_STEPS.map((step) => ({ form: `trade-in/${step}`, schema: tradeInStepSchema(step) })),
]

const FIELD_NAMES = [
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'message',
  'category',
  'subcategory',
  'dealership_slug',
  'location',
  'location_id',
  'opt_in',
  'terms_conditions',
  'Rego',
  'car_id',
  'stock_number',
  'Vehicle Make',
  'Vehicle Model',
  'vehicle_status',
  'manufacturer_slug',
  'autogauge_enabled',
  'request_text',
  'preferred_datetime',
  'preferred_date',
  'preferred_time',
  'lookup',
  'rego',
  'regoState',
  'make',
  'model',
  'year',
  'km',
  'adjustmentAnswers.accident',
  'adjustmentAnswers',
  'interest',
  'id',
  'lead_id',
  'form_completed',
  'offer_accepted',
  'finance_type',
  'preferredDealership',
  'vehiclePriceBudget',
  'car_type',
  'vin',
  'deposit',
  'campaign',
  '__proto__',
  'constructor',
  'a[0]',
  'a.b.c',
]
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    'on',
    'off',
    'true',
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    '2025-02-29T10:00',
    '0412 345 678',
    '2000',
    '$1,000',
  ),
  fc.string({ maxLength: 5_000 }),
)
const posted = fc.dictionary(
  fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 20 })),
  fc.oneof(text, fc.array(text, { maxLength: 3 })),
  {
    maxKeys: 30,
  },
)

describe('form schemas under fuzzing', () => {
  it('never throw on any posted form, and any value they accept is bounded', () => {
    fc.assert(
      fc.property(posted, fc.constantFrom(...schemas), (entries, { schema }) => {
        const submission = parseWithZod(formData(entries), { schema })
        expect(['success', 'error']).toContain(submission.status)
        if (submission.status === 'success') expect(JSON.stringify(submission.value).length).toBeLessThan(40_000)
      }),
      { numRuns: 1_500 },
    )
  })

  it('never throw on any JSON value', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(...schemas), (value, { schema }) => {
        expect(typeof schema.safeParse(value).success).toBe('boolean')
      }),
      { numRuns: 1_500 },
    )
  })

  it('give the browser constraints for every form', () => {
    for (const { schema } of schemas) expect(() => getZodConstraint(schema)).not.toThrow()
  })

  it('prefill finance forms from any query string without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (query) => {
        const prefill = financePrefill(query, { dealerships: CHOICES })
        for (const v of Object.values(prefill)) expect(typeof v).toBe('string')
      }),
    )
  })
})
