import { getZodConstraint } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { errorsOf, submit } from '../test-support/form-data'
import {
  LIMITS,
  commentsField,
  emailField,
  hiddenText,
  nameField,
  phoneField,
  postcodeField,
  regoField,
  termsField,
} from './fields'
import { MESSAGE_REQUIRED, POSTCODE_MESSAGE, TERMS_LABEL, TERMS_MESSAGE } from './messages'

describe('postcode field', () => {
  const schema = z.object({ postcode: postcodeField() })

  it.each([[''], ['   '], ['123'], ['12345'], ['abcd'], ['20a0'], ['2000\n'.repeat(3)], ['٢٠٠٠']])(
    'rejects %j with exactly the spec message, once',
    (postcode) => {
      expect(errorsOf(schema, { postcode })).toEqual({ postcode: [POSTCODE_MESSAGE] })
    },
  )

  it('rejects a missing postcode with the same message', () => {
    expect(errorsOf(schema, {})).toEqual({ postcode: [POSTCODE_MESSAGE] })
  })

  it('accepts 4 digits, trimmed', () => {
    expect(submit(schema, { postcode: ' 2000 ' }).status).toBe('success')
    expect(schema.parse({ postcode: '0800' })).toEqual({ postcode: '0800' })
  })

  it('gives the browser required, max length 4 and a 4-digit pattern', () => {
    const c = getZodConstraint(schema).postcode
    expect(c).toMatchObject({ required: true, maxLength: 4 })
    const pattern = new RegExp(`^(?:${c?.pattern})$`, 'v')
    expect(['2000', '0800'].every((v) => pattern.test(v))).toBe(true)
    expect(['200', 'abcd', ''].some((v) => pattern.test(v))).toBe(false)
  })
})

describe('disclaimer checkbox', () => {
  it('has the spec label and message and needs the box ticked', () => {
    expect(TERMS_LABEL).toBe('I agree to the Privacy Policy and Terms & Conditions*.')
    expect(TERMS_MESSAGE).toBe('*You must agree to the terms of use before submitting.')
    const schema = z.object({ terms_conditions: termsField(true) })
    expect(errorsOf(schema, {})).toEqual({ terms_conditions: [TERMS_MESSAGE] })
    expect(errorsOf(schema, { terms_conditions: 'off' })).toEqual({ terms_conditions: [TERMS_MESSAGE] })
    expect(submit(schema, { terms_conditions: 'on' }).status).toBe('success')
    expect(getZodConstraint(schema).terms_conditions).toMatchObject({ required: true })
  })

  it('is optional and false when absent if the form has no disclaimer', () => {
    const schema = z.object({ terms_conditions: termsField(false) })
    expect(schema.parse({})).toEqual({ terms_conditions: false })
  })
})

describe('contact fields', () => {
  const schema = z.object({ name: nameField(), email: emailField(), phone: phoneField(), message: commentsField(true) })

  it('names each missing field', () => {
    expect(errorsOf(schema, {})).toEqual({
      name: ['Please enter your name.'],
      email: ['Please enter your email address.'],
      phone: ['Please enter your phone number.'],
      message: [MESSAGE_REQUIRED],
    })
  })

  it('needs a letter of any script in a name: emoji, digits or punctuation alone get the name message', () => {
    const nameOnly = z.object({ name: nameField() })
    for (const name of ['😀😀', '...', '123', '- -', '🚗 🚗'])
      expect(errorsOf(nameOnly, { name }), name).toEqual({ name: ['Please enter your name.'] })
    for (const name of ['Jo', "O'Brien", 'Zoë 😀', '李小龍', 'Нина', 'محمد', 'J.'])
      expect(submit(nameOnly, { name }).status, name).toBe('success')
  })

  it('bounds every field and says by how much', () => {
    const errors = errorsOf(schema, {
      name: 'x'.repeat(LIMITS.name + 1),
      email: `${'a'.repeat(250)}@x.com`,
      phone: '0'.repeat(21),
      message: 'y'.repeat(LIMITS.message + 1),
    })
    expect(errors.name).toEqual(['Name must be at most 100 characters.'])
    expect(errors.email).toContain('Email must be at most 254 characters.')
    expect(errors.phone).toEqual(['Phone must be at most 20 characters.'])
    expect(errors.message).toEqual(['Comments must be at most 2000 characters.'])
    expect(getZodConstraint(schema).name).toMatchObject({ required: true, maxLength: 100 })
  })

  it('rejects control characters in one-line fields but keeps newlines in comments', () => {
    const errors = errorsOf(schema, {
      name: 'Ann\u0000',
      email: 'a@b.co',
      phone: '0412345678',
      message: 'Line 1\nLine 2\u0007',
    })
    expect(errors).toEqual({
      name: ['Please remove special characters.'],
      message: ['Please remove special characters.'],
    })
    expect(
      submit(schema, { name: 'Zoë O’Brien', email: 'a@b.co', phone: '0412345678', message: 'Line 1\r\nLine 2\tok' })
        .status,
    ).toBe('success')
  })

  it('normalises the phone to its national form', () => {
    const s = submit(schema, { name: 'A', email: 'a@b.co', phone: '+61 (0)412-345-678', message: 'hi' })
    expect(s.status === 'success' && s.value.phone).toBe('0412345678')
    expect(errorsOf(schema, { name: 'A', email: 'a@b.co', phone: '12345', message: 'hi' }).phone).toEqual([
      'Please enter a valid Australian phone number, e.g. 0412 345 678 or 02 9876 5432.',
    ])
  })
})

describe('other fields', () => {
  it('uppercases a rego without spaces and bounds it', () => {
    const schema = z.object({ Rego: regoField().optional() })
    expect(schema.parse({ Rego: ' abc-12 3 ' })).toEqual({ Rego: 'ABC123' })
    expect(schema.safeParse({ Rego: 'ABCDEFGHIJ' }).success).toBe(false)
    expect(schema.safeParse({ Rego: 'ab$1' }).success).toBe(false)
  })

  it('bounds hidden fields', () => {
    const schema = z.object({ car_id: hiddenText() })
    expect(schema.safeParse({ car_id: 'x'.repeat(201) }).success).toBe(false)
    expect(schema.parse({})).toEqual({})
  })
})
