import { getZodConstraint } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { VALID_CONTACT, errorsOf, submit } from '../test-support/form-data'
import { enquiryDefaults, enquiryFormLayout, enquirySchema, locationEnquirySchema } from './enquiry'
import {
  CATEGORY_REQUIRED,
  DEALERSHIP_REQUIRED,
  DEFAULT_CATEGORY,
  DEPARTMENT_PLACEHOLDER,
  DEPARTMENT_REQUIRED,
  ENQUIRY_LABELS,
  LOCATION_PLACEHOLDER,
  LOCATION_REQUIRED,
  MESSAGE_REQUIRED,
  TERMS_MESSAGE,
} from './messages'

const DEALERSHIPS = [
  { value: 'north', label: 'North Motors' },
  { value: 'south', label: 'South Motors' },
]
const LOCATIONS = [
  { value: 'loc-1', label: 'Parramatta Sales' },
  { value: 'loc-2', label: 'Penrith Service' },
]

describe('enquiry form', () => {
  it('labels the message Comments and pre-sets General Enquiry and opt-in', () => {
    expect(ENQUIRY_LABELS.message).toBe('Comments')
    expect(enquiryDefaults()).toEqual({ category: 'General Enquiry', opt_in: true })
    expect(enquiryDefaults({ dealerships: [DEALERSHIPS[0]!] })).toEqual({
      category: 'General Enquiry',
      opt_in: true,
      dealership_slug: 'north',
    })
  })

  it('accepts a car enquiry with its hidden fields and keeps them', () => {
    const s = submit(enquirySchema(), {
      ...VALID_CONTACT,
      Rego: 'abc 123',
      car_id: 'car-42',
      stock_number: 'STK1',
      'Vehicle Make': 'Mazda',
      'Vehicle Model': 'CX-5',
      vehicle_status: 'used',
      manufacturer_slug: 'mazda',
      opt_in: 'on',
    })
    expect(s.status).toBe('success')
    expect(s.status === 'success' && s.value).toMatchObject({
      name: 'Ann Citizen',
      phone: '0412345678',
      category: DEFAULT_CATEGORY,
      Rego: 'ABC123',
      car_id: 'car-42',
      'Vehicle Make': 'Mazda',
      'Vehicle Model': 'CX-5',
      opt_in: true,
      terms_conditions: true,
    })
  })

  it('treats an unticked opt-in as no, and drops fields it does not know', () => {
    const s = submit(enquirySchema(), { ...VALID_CONTACT, is_admin: 'yes' })
    expect(s.status === 'success' && s.value).toMatchObject({ opt_in: false })
    expect(s.status === 'success' && 'is_admin' in s.value).toBe(false)
  })

  it('requires the comments unless the tenant relaxes it', () => {
    const { message: _m, ...noMessage } = VALID_CONTACT
    expect(errorsOf(enquirySchema(), noMessage)).toEqual({ message: [MESSAGE_REQUIRED] })
    expect(errorsOf(enquirySchema(), { ...noMessage, message: '   ' })).toEqual({ message: [MESSAGE_REQUIRED] })
    expect(errorsOf(enquirySchema({ messageRequired: false }), noMessage)).toEqual({})
  })

  it('needs the terms ticked, with the spec message, and keeps what was typed', () => {
    const { terms_conditions: _t, ...noTerms } = VALID_CONTACT
    const s = submit(enquirySchema(), noTerms)
    expect(s.status === 'error' && s.error).toEqual({ terms_conditions: [TERMS_MESSAGE] })
    // What a no-JS re-render gets back: every value as typed.
    expect(s.reply().initialValue).toMatchObject({
      name: 'Ann Citizen',
      phone: '0412 345 678',
      message: 'Is it still available?',
    })
  })

  it('requires the category for enquiry type 22 or a General Enquiry list, else defaults it', () => {
    const categories = ['General Enquiry', 'Sales', 'Service']
    expect(errorsOf(enquirySchema({ enquiryType: 22 }), VALID_CONTACT)).toEqual({ category: [CATEGORY_REQUIRED] })
    expect(errorsOf(enquirySchema({ categories }), VALID_CONTACT)).toEqual({ category: [CATEGORY_REQUIRED] })
    expect(errorsOf(enquirySchema({ categories }), { ...VALID_CONTACT, category: 'Parts' })).toEqual({
      category: ['Please choose one of the options.'],
    })
    expect(errorsOf(enquirySchema({ categories }), { ...VALID_CONTACT, category: 'Sales' })).toEqual({})
    const s = submit(enquirySchema({ enquiryType: 5 }), VALID_CONTACT)
    expect(s.status === 'success' && s.value.category).toBe(DEFAULT_CATEGORY)
    expect(enquiryFormLayout({ enquiryType: 22 }).categoryRequired).toBe(true)
    expect(getZodConstraint(enquirySchema({ enquiryType: 22 })).category).toMatchObject({ required: true })
  })

  it('requires the dealership only when the site has several and keeps the select', () => {
    expect(errorsOf(enquirySchema({ dealerships: DEALERSHIPS }), VALID_CONTACT)).toEqual({
      dealership_slug: [DEALERSHIP_REQUIRED],
    })
    expect(
      errorsOf(enquirySchema({ dealerships: DEALERSHIPS }), { ...VALID_CONTACT, dealership_slug: 'east' }),
    ).toEqual({
      dealership_slug: ['Please choose one of the options.'],
    })
    expect(errorsOf(enquirySchema({ dealerships: DEALERSHIPS, dealershipSelectRemoved: true }), VALID_CONTACT)).toEqual(
      {},
    )
    const one = submit(enquirySchema({ dealerships: [DEALERSHIPS[0]!] }), VALID_CONTACT)
    expect(one.status === 'success' && one.value.dealership_slug).toBe('north')
    expect(enquiryFormLayout({ dealerships: DEALERSHIPS })).toMatchObject({
      showDealership: true,
      dealershipRequired: true,
    })
    expect(enquiryFormLayout({ dealerships: [DEALERSHIPS[0]!] })).toMatchObject({ showDealership: false })
  })

  it('requires the website location when shown, with the spec placeholders', () => {
    expect(errorsOf(enquirySchema({ locations: LOCATIONS }), VALID_CONTACT)).toEqual({ location: [LOCATION_REQUIRED] })
    expect(errorsOf(enquirySchema({ locations: LOCATIONS, locationLabel: 'department' }), VALID_CONTACT)).toEqual({
      location: [DEPARTMENT_REQUIRED],
    })
    expect(errorsOf(enquirySchema({ locations: LOCATIONS }), { ...VALID_CONTACT, location: 'loc-2' })).toEqual({})
    expect(enquiryFormLayout({ locations: LOCATIONS }).locationPlaceholder).toBe('Please Select a Dealership Location')
    expect(enquiryFormLayout({ locationLabel: 'department' }).locationPlaceholder).toBe('Please Select a Department')
  })

  it('has no select for a dealer with one location: that location is fixed, sent or not', () => {
    const only = [LOCATIONS[0]!]
    expect(enquiryFormLayout({ locations: only })).toMatchObject({ showLocation: false, fixedLocation: LOCATIONS[0] })
    expect(enquiryFormLayout({ locations: LOCATIONS })).toMatchObject({ showLocation: true, fixedLocation: undefined })
    const schema = enquirySchema({ locations: only })
    expect(errorsOf(schema, VALID_CONTACT)).toEqual({})
    const sent = submit(schema, VALID_CONTACT)
    expect(sent.status === 'success' && sent.value.location).toBe(LOCATIONS[0]!.value)
    expect(errorsOf(schema, { ...VALID_CONTACT, location: LOCATIONS[1]!.value })).toEqual({
      location: [expect.any(String)],
    })
    expect(LOCATION_PLACEHOLDER).toBe('Please Select a Dealership Location')
    expect(DEPARTMENT_PLACEHOLDER).toBe('Please Select a Department')
    expect(enquiryFormLayout().showLocation).toBe(false)
  })

  it('gives the browser a bound on every field', () => {
    const constraint = getZodConstraint(enquirySchema({ dealerships: DEALERSHIPS, locations: LOCATIONS }))
    for (const field of [
      'name',
      'email',
      'phone',
      'message',
      'car_id',
      'stock_number',
      'Vehicle Make',
      'Vehicle Model',
      'vehicle_status',
      'manufacturer_slug',
    ]) {
      expect(constraint[field]?.maxLength, field).toBeGreaterThan(0)
    }
  })
})

describe('location enquiry form', () => {
  it('carries a hidden location_id from the tenant list', () => {
    const schema = locationEnquirySchema({ locationIds: ['loc-1'] })
    expect(errorsOf(schema, { ...VALID_CONTACT, location_id: 'loc-1' })).toEqual({})
    expect(Object.keys(errorsOf(schema, { ...VALID_CONTACT, location_id: 'loc-9' }))).toEqual(['location_id'])
    expect(Object.keys(errorsOf(schema, VALID_CONTACT))).toEqual(['location_id'])
  })
})
