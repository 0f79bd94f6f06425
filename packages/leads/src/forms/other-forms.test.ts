import { describe, expect, it } from 'vitest'
import { VALID_CONTACT, errorsOf, submit } from '../test-support/form-data'
import { FINANCE_QUICK_PICKS, financePrefill, financeSchema, financeTypeForPath, quickPickAmount } from './finance'
import { marketingLeadSchema } from './marketing'
import {
  DEFAULT_RESERVE_DEPOSIT_TEXT,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  MARKETING_LABELS,
  POSTCODE_MESSAGE,
  REQUEST_PHOTOS_TEXT,
  TERMS_MESSAGE,
} from './messages'
import { requestPhotosDefaults, requestPhotosSchema } from './request-photos'
import { reserveDefaults, reserveSchema } from './reserve'
import { testDriveSchema } from './test-drive'

const { message: _m, ...CONTACT } = VALID_CONTACT

describe('request photos form', () => {
  it('needs no message and carries the hidden default text', () => {
    expect(REQUEST_PHOTOS_TEXT).toBe('Please send photos for this car')
    expect(requestPhotosDefaults().request_text).toBe(REQUEST_PHOTOS_TEXT)
    const s = submit(requestPhotosSchema(), { ...CONTACT, car_id: 'c1' })
    expect(s.status === 'success' && s.value).toMatchObject({ request_text: REQUEST_PHOTOS_TEXT, car_id: 'c1' })
  })
})

describe('test drive form', () => {
  it('takes an optional, valid date-time and no terms unless a disclaimer is set', () => {
    expect(errorsOf(testDriveSchema(), CONTACT)).toEqual({})
    expect(errorsOf(testDriveSchema(), { ...CONTACT, preferred_datetime: '2025-07-01T10:30' })).toEqual({})
    expect(errorsOf(testDriveSchema(), { ...CONTACT, preferred_datetime: '2025-02-30T10:30' })).toEqual({
      preferred_datetime: ['Please choose a valid date and time.'],
    })
    const { terms_conditions: _t, ...noTerms } = CONTACT
    expect(errorsOf(testDriveSchema(), noTerms)).toEqual({})
    expect(errorsOf(testDriveSchema({ termsRequired: true }), noTerms)).toEqual({ terms_conditions: [TERMS_MESSAGE] })
    expect(errorsOf(testDriveSchema({ locations: [{ value: 'l1', label: 'L1' }] }), CONTACT)).toEqual({
      location: ['Please select a dealership location.'],
    })
  })
})

describe('finance form', () => {
  it('prefills from the finance link, dropping anything malformed', () => {
    expect(
      financePrefill(
        'preferredDealership=north&vehiclePriceBudget=%2425%2C000&car_id=c1&car_type=used&vin=jm0kf4w7a00123456',
        {
          dealerships: [{ value: 'north', label: 'North' }],
        },
      ),
    ).toEqual({
      preferredDealership: 'north',
      vehiclePriceBudget: '25000',
      car_id: 'c1',
      car_type: 'used',
      vin: 'JM0KF4W7A00123456',
    })
    expect(
      financePrefill(
        'preferredDealership=east&vehiclePriceBudget=lots&car_type=stolen&vin=<script>&car_id=' + 'x'.repeat(300),
        {
          dealerships: [{ value: 'north', label: 'North' }],
        },
      ),
    ).toEqual({})
  })

  it('reads money as typed in the dollar input', () => {
    const s = submit(financeSchema(), { ...CONTACT, vehiclePriceBudget: '$25,000', finance_type: 'application' })
    expect(s.status === 'success' && s.value).toMatchObject({ vehiclePriceBudget: 25_000, finance_type: 'application' })
    expect(errorsOf(financeSchema(), { ...CONTACT, vehiclePriceBudget: 'abc' })).toEqual({
      vehiclePriceBudget: ['Please enter an amount in dollars.'],
    })
  })

  it('offers the spec quick-picks and accepts only those as a posted pick', () => {
    expect(FINANCE_QUICK_PICKS).toEqual([5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 70_000])
    expect(quickPickAmount('25000')).toBe(25_000)
    for (const bad of ['25001', '', '1e5', '-5000', null, ['5000'], '5000 ']) expect(quickPickAmount(bad)).toBeNull()
  })

  it('knows which finance page asks for what', () => {
    expect(financeTypeForPath('/apply-for-finance')).toBe('application')
    expect(financeTypeForPath('/finance-pre-approval')).toBe('pre-approval')
    expect(financeTypeForPath('/finance-enquiry')).toBe('enquiry')
  })
})

describe('reserve form', () => {
  it('defaults the deposit text to $200 and needs the car', () => {
    expect(DEFAULT_RESERVE_DEPOSIT_TEXT).toBe('$200')
    expect(reserveDefaults().deposit).toBe('$200')
    const s = submit(reserveSchema(), { ...CONTACT, car_id: 'c1' })
    expect(s.status === 'success' && s.value.deposit).toBe('$200')
    expect(Object.keys(errorsOf(reserveSchema(), CONTACT))).toEqual(['car_id'])
    const custom = submit(reserveSchema({ depositText: '$500' }), { ...CONTACT, car_id: 'c1' })
    expect(custom.status === 'success' && custom.value.deposit).toBe('$500')
  })
})

describe('marketing lead form', () => {
  it('has the spec labels and checks every field', () => {
    expect(MARKETING_LABELS).toMatchObject({ name: 'First Name', phone: 'Mobile Number', email: 'Email Address' })
    expect(errorsOf(marketingLeadSchema(), {})).toEqual({
      name: [FIRST_NAME_REQUIRED],
      last_name: [LAST_NAME_REQUIRED],
      postcode: [POSTCODE_MESSAGE],
      phone: ['Please enter your phone number.'],
      email: ['Please enter your email address.'],
    })
    expect(errorsOf(marketingLeadSchema(), { name: '😀😀', last_name: '!!' })).toMatchObject({
      name: [FIRST_NAME_REQUIRED],
      last_name: [LAST_NAME_REQUIRED],
    })
    const s = submit(marketingLeadSchema(), {
      campaign: 'eofy-2025',
      name: 'Ann',
      last_name: 'Citizen',
      postcode: '2150',
      phone: '0412 345 678',
      email: 'ann@example.com',
    })
    expect(s.status === 'success' && s.value).toMatchObject({
      campaign: 'eofy-2025',
      postcode: '2150',
      phone: '0412345678',
    })
  })
})
