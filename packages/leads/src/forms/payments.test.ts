import { describeEachDatabase } from '@dealer/db/testing'
import { describe, expect, it } from 'vitest'
import { lead } from '../delivery/lead-facts'
import { loadStoredLead } from '../delivery/stored-lead'
import { newIdempotencyKey } from '../submit/idempotency'
import { submitLead } from '../submit/submit-lead'
import { errorsOf, submit } from '../test-support/form-data'
import { newTenant } from '../test-support/leads'
import { TERMS_MESSAGE } from './messages'
import { PAYMENT_MESSAGES, checkoutSchema, onlinePaymentSchema, spinToWinLeadSchema } from './payments'

const PAYMENT = {
  amount: '250.50',
  reference: 'INV-2041',
  name: 'Ann Citizen',
  email: 'ann@example.com',
  phone: '0412 345 678',
  terms_conditions: 'on',
}

describe('online payment form', () => {
  it('keeps the amount as typed and the phone in national form', () => {
    const s = submit(onlinePaymentSchema(), { ...PAYMENT, amount: ' $1,250.50 ' })
    expect(s.status).toBe('success')
    expect(s.status === 'success' && s.value).toMatchObject({ amount: '$1,250.50', phone: '0412345678' })
  })

  it('says what is wrong with the amount, beside the field', () => {
    const amountError = (amount: string) => errorsOf(onlinePaymentSchema(), { ...PAYMENT, amount }).amount
    expect(amountError('')).toEqual([PAYMENT_MESSAGES.amountRequired])
    expect(amountError('two hundred')).toEqual([PAYMENT_MESSAGES.amountInvalid])
    expect(amountError('12.345')).toEqual([PAYMENT_MESSAGES.amountInvalid])
    expect(amountError('-5')).toEqual([PAYMENT_MESSAGES.amountInvalid])
    expect(amountError('0.99')).toEqual([PAYMENT_MESSAGES.amountRange])
    expect(amountError('50000.01')).toEqual([PAYMENT_MESSAGES.amountRange])
    expect(amountError('50000')).toBeUndefined()
    expect(amountError('1')).toBeUndefined()
  })

  it('needs a plain reference, the contact details and the terms', () => {
    const errors = errorsOf(onlinePaymentSchema(), { amount: '10', reference: '<script>' })
    expect(errors.reference).toEqual([PAYMENT_MESSAGES.referenceInvalid])
    expect(errors.terms_conditions).toEqual([TERMS_MESSAGE])
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'phone', 'reference', 'terms_conditions'])
    expect(errorsOf(onlinePaymentSchema(), { ...PAYMENT, reference: '' }).reference).toEqual([
      PAYMENT_MESSAGES.referenceRequired,
    ])
  })
})

describe('checkout form', () => {
  it('needs the car, the contact details and the terms', () => {
    expect(Object.keys(errorsOf(checkoutSchema(), {})).sort()).toEqual([
      'car_id',
      'email',
      'name',
      'phone',
      'terms_conditions',
    ])
    expect(submit(checkoutSchema(), { ...PAYMENT, car_id: 'car-1' }).status).toBe('success')
  })
})

describeEachDatabase('payment leads', (ctx) => {
  it('tells the dealer the amount, reference, payment and prize', async () => {
    const { db } = ctx()
    const tenant = { slug: newTenant(), deliveryChannels: { email: { to: ['sales@dealer.test'] } } }
    const context = { url: 'https://dealer.test/online-payment' }
    const paid = await submitLead(
      db,
      tenant,
      {
        form: 'online-payment',
        values: { ...PAYMENT, terms_conditions: true, phone: '0412345678', payment_reference: 'pay-1 (demo_abc)' },
        context,
      },
      { idempotencyKey: newIdempotencyKey() },
    )
    const facts = lead((await loadStoredLead(db, tenant.slug, paid.leadId))!)
    expect(facts.formLabel).toBe('Online Payment')
    expect(facts.comments).toContain('Amount: 250.50')
    expect(facts.comments).toContain('Reference: INV-2041')
    expect(facts.comments).toContain('Payment: pay-1 (demo_abc)')

    const spun = await submitLead(
      db,
      tenant,
      {
        form: 'spin-to-win',
        values: { phone: '0412345678', campaign: 'spring', prize: 'Free window tint' },
        context,
      },
      { idempotencyKey: newIdempotencyKey() },
    )
    const spinFacts = lead((await loadStoredLead(db, tenant.slug, spun.leadId))!)
    expect(spinFacts.formLabel).toBe('Spin to Win')
    expect(spinFacts.comments).toContain('Prize: Free window tint')
    expect(spinFacts.comments).toContain('Campaign: spring')
    expect(spinFacts.customer.phone).toBe('0412345678')
    expect(spinToWinLeadSchema().safeParse({ prize: 'x' }).success).toBe(false)
  })
})
