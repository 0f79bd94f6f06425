import { findLead } from '@dealer/db'
import { describeEachDatabase } from '@dealer/db/testing'
import fc from 'fast-check'
import { XMLValidator } from 'fast-xml-parser'
import { expect, it } from 'vitest'
import { buildAdfXml } from '../delivery/adf'
import { loadStoredLead } from '../delivery/stored-lead'
import { webhookJson } from '../delivery/webhook-body'
import { LEAD_FORM_TYPES } from '../forms/registry'
import { newTenant } from '../test-support/leads'
import { LeadValidationError } from './errors'
import { newIdempotencyKey } from './idempotency'
import { submitLead, type LeadTenant } from './submit-lead'

const tenant: LeadTenant = { slug: newTenant(), deliveryChannels: { email: { to: ['a@b.test'] } } }
const VENDOR = { name: 'V & Co <Motors>', email: 'v@v.test', phone: '0298765432' }

// Free text a shopper could type: any unicode, markup, quotes, emoji, RTL, combining marks.
const shopperText = (max: number) =>
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: max })
    // eslint-disable-next-line no-control-regex -- the fields refuse control characters; keep them out
    .map((s) => s.replace(/[\u0000-\u001f\u007f]/g, '').trim())
    .filter((s) => s.length > 0)

describeEachDatabase('submitLead under fuzzing', (ctx) => {
  it('only ever resolves or throws LeadValidationError, whatever it is given', async () => {
    const { db } = ctx()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LEAD_FORM_TYPES, 'unknown'),
        fc.anything(),
        fc.anything(),
        fc.oneof(fc.string(), fc.constant(newIdempotencyKey())),
        async (form, values, context, key) => {
          try {
            await submitLead(
              db,
              tenant,
              { form: form as never, values, context: context as never },
              { idempotencyKey: key },
            )
          } catch (error) {
            expect(error).toBeInstanceOf(LeadValidationError)
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('stores any valid enquiry and renders it as well-formed ADF and JSON', async () => {
    const { db } = ctx()
    await fc.assert(
      fc.asyncProperty(
        // A name holds a letter of some script (nameField).
        shopperText(100).filter((s) => /\p{L}/u.test(s)),
        shopperText(2_000),
        fc.constantFrom('0412345678', '+61 2 9876 5432', '1300 123 456'),
        fc.option(shopperText(200), { nil: undefined }),
        async (name, message, phone, carId) => {
          const { leadId } = await submitLead(
            db,
            tenant,
            {
              form: 'enquiry',
              values: {
                name,
                email: 'a@b.co',
                phone,
                message,
                terms_conditions: true,
                car_id: carId,
                'Vehicle Make': carId,
              },
              context: { url: `https://x.test/?q=${encodeURIComponent(message.slice(0, 50))}`, userAgent: name },
            },
            { idempotencyKey: newIdempotencyKey() },
          )
          const lead = await loadStoredLead(db, tenant.slug, leadId)
          const xml = buildAdfXml(lead!, { vendor: VENDOR })
          expect(XMLValidator.validate(xml)).toBe(true)
          expect(JSON.parse(webhookJson(lead!))).toMatchObject({ lead_id: leadId, fields: { name, message } })
          expect((await findLead(db, tenant.slug, leadId))?.formType).toBe('enquiry')
        },
      ),
      { numRuns: 100 },
    )
  })
})
