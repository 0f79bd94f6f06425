import { randomUUID } from 'node:crypto'
import { countLeads, findLead, listLeadDeliveries, listLeadsByPhone, upsertCars } from '@dealer/db'
import { describeEachDatabase, makeCar } from '@dealer/db/testing'
import { sql } from 'kysely'
import { expect, it } from 'vitest'
import { OFFER_ACCEPTED_SUBCATEGORY, POSTCODE_MESSAGE, TERMS_MESSAGE } from '../forms/messages'
import { enquiryValues, newTenant } from '../test-support/leads'
import { acceptTradeInOffer } from './accept-offer'
import { LeadValidationError } from './errors'
import { newIdempotencyKey } from './idempotency'
import type { LeadPayload } from './payload'
import { submitLead, type LeadTenant } from './submit-lead'

const CHANNELS: LeadTenant['deliveryChannels'] = {
  email: { to: ['a@b.test'] },
  webhook: { url: 'http://127.0.0.1:1/', secret: 's' },
}
const tenantOf = (slug = newTenant()): LeadTenant => ({ slug, deliveryChannels: CHANNELS })
const NOW = new Date('2025-06-01T00:00:00.000Z')

describeEachDatabase('submitLead', (ctx) => {
  it('stores the lead with the spec payload extras and one pending delivery per channel', async () => {
    const { db } = ctx()
    const tenant = tenantOf()
    await upsertCars(db, tenant.slug, [
      makeCar({
        id: 'car-7',
        dealership_id: 'd-9',
        vin: 'VIN7',
        price: 25_990,
        price_type: 'drive_away',
        car_type: 'demo',
      }),
    ])
    const result = await submitLead(
      db,
      tenant,
      {
        form: 'enquiry',
        values: { ...enquiryValues(1), car_id: 'car-7', 'Vehicle Make': 'Toyota' },
        context: {
          url: 'https://dealer.test/cars/car-car-7',
          userAgent: 'Mozilla/5.0 test',
          visitedPages: ['/', '/search/used-cars', '/cars/car-car-7'],
          linkedQueryParams: new URLSearchParams('utm_source=google&utm_campaign=eofy'),
        },
      },
      { idempotencyKey: newIdempotencyKey(), now: NOW },
    )
    expect(result.duplicate).toBe(false)
    const lead = await findLead(db, tenant.slug, result.leadId)
    expect(lead).toMatchObject({ formType: 'enquiry', carId: 'car-7', createdAt: NOW.toISOString(), ipHash: null })
    const payload = lead!.payload as LeadPayload
    expect(payload).toMatchObject({
      url: 'https://dealer.test/cars/car-car-7',
      source: 'Website',
      user_agent: 'Mozilla/5.0 test',
      car_id: 'car-7',
      car_dealership_id: 'd-9',
      lead_attributes: {
        visited_pages: ['/', '/search/used-cars', '/cars/car-car-7'],
        linked_query_params: { utm_source: 'google', utm_campaign: 'eofy' },
      },
      vehicle: {
        id: 'car-7',
        make: 'Toyota',
        vin: 'VIN7',
        price: 25_990,
        // Kept so the lead can say the price as the page did ('$25,990 Drive Away').
        price_type: 'drive_away',
        car_type: 'demo',
        dealership_id: 'd-9',
      },
      fields: {
        name: 'Shopper 1',
        phone: '0412345678',
        category: 'General Enquiry',
        opt_in: true,
        'Vehicle Make': 'Toyota',
      },
    })
    const deliveries = await listLeadDeliveries(db, tenant.slug, result.leadId)
    expect(deliveries.map((d) => [d.channel, d.status, d.nextAttemptAt])).toEqual([
      ['email', 'pending', NOW.toISOString()],
      ['webhook', 'pending', NOW.toISOString()],
    ])
  })

  it("files the lead under the shopper's phone in national form, however it was typed", async () => {
    const { db } = ctx()
    const tenant = tenantOf()
    const { leadId } = await submitLead(
      db,
      tenant,
      {
        form: 'enquiry',
        values: { ...enquiryValues(2), phone: '+61 (0)498 765 432' },
        context: { url: 'https://dealer.test/contact' },
      },
      { idempotencyKey: newIdempotencyKey(), now: NOW },
    )
    expect((await listLeadsByPhone(db, tenant.slug, '0498765432')).map((l) => l.id)).toEqual([leadId])
    expect(await listLeadsByPhone(db, tenant.slug, '0412345678')).toEqual([])
  })

  it('keeps a lead about a car that is gone, and one of a tenant without channels', async () => {
    const { db } = ctx()
    const tenant = tenantOf()
    const { leadId } = await submitLead(
      db,
      tenant,
      { form: 'request-photos', values: { ...enquiryValues(), car_id: 'sold-and-gone' }, context: { url: '/cars/x' } },
      { idempotencyKey: newIdempotencyKey() },
    )
    expect((await findLead(db, tenant.slug, leadId))?.payload).toMatchObject({
      car_id: 'sold-and-gone',
      vehicle: null,
      car_dealership_id: null,
    })
    const bare = { slug: newTenant(), deliveryChannels: {} }
    const { leadId: bareId } = await submitLead(
      db,
      bare,
      { form: 'enquiry', values: enquiryValues(), context: { url: '/' } },
      { idempotencyKey: newIdempotencyKey() },
    )
    expect(await findLead(db, bare.slug, bareId)).toBeDefined()
    expect(await listLeadDeliveries(db, bare.slug, bareId)).toEqual([])
  })

  it('makes one lead of 20 concurrent submits with one idempotency key', async () => {
    const { db } = ctx()
    const tenant = tenantOf()
    const key = newIdempotencyKey()
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submitLead(
          db,
          tenant,
          { form: 'enquiry', values: enquiryValues(i), context: { url: '/' } },
          { idempotencyKey: key },
        ),
      ),
    )
    expect(new Set(results.map((r) => r.leadId)).size).toBe(1)
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1)
    expect(await countLeads(db, tenant.slug)).toBe(1)
    expect(await listLeadDeliveries(db, tenant.slug, results[0]!.leadId)).toHaveLength(2)
    // A retried POST long after still finds it.
    const again = await submitLead(
      db,
      tenant,
      { form: 'enquiry', values: enquiryValues(), context: { url: '/' } },
      { idempotencyKey: key },
    )
    expect(again).toEqual({ leadId: results[0]!.leadId, duplicate: true })
  })

  it('rejects invalid input with the form messages and stores nothing', async () => {
    const { db } = ctx()
    const tenant = tenantOf()
    const attempt = submitLead(
      db,
      tenant,
      {
        form: 'marketing',
        values: { name: 'A', last_name: 'B', email: 'a@b.co', phone: '0412345678', postcode: '12' },
        context: { url: '/' },
      },
      { idempotencyKey: newIdempotencyKey() },
    )
    await expect(attempt).rejects.toBeInstanceOf(LeadValidationError)
    await expect(attempt).rejects.toMatchObject({ issues: { fieldErrors: { postcode: [POSTCODE_MESSAGE] } } })
    await expect(
      submitLead(
        db,
        tenant,
        { form: 'enquiry', values: { ...enquiryValues(), terms_conditions: false }, context: { url: '/' } },
        { idempotencyKey: newIdempotencyKey() },
      ),
    ).rejects.toMatchObject({ issues: { fieldErrors: { terms_conditions: [TERMS_MESSAGE] } } })
    await expect(
      submitLead(
        db,
        tenant,
        { form: 'enquiry', values: enquiryValues(), context: { url: '/' } },
        { idempotencyKey: 'short' },
      ),
    ).rejects.toBeInstanceOf(LeadValidationError)
    await expect(
      submitLead(
        db,
        tenant,
        { form: 'nope' as 'enquiry', values: enquiryValues(), context: { url: '/' } },
        { idempotencyKey: newIdempotencyKey() },
      ),
    ).rejects.toBeInstanceOf(LeadValidationError)
    expect(await countLeads(db, tenant.slug)).toBe(0)
  })

  it('leaves no lead behind when the outbox insert fails', async () => {
    const { db, dialect } = ctx()
    const tenant = tenantOf()
    const trigger = `sabotage_${randomUUID().slice(0, 8)}`
    // A real failure inside the transaction, after the lead row was inserted: the database
    // refuses this tenant's outbox rows.
    if (dialect === 'sqlite') {
      await sql
        .raw(
          `create trigger ${trigger} before insert on lead_deliveries when new.tenant = '${tenant.slug}' begin select raise(abort, 'outbox unavailable'); end`,
        )
        .execute(db)
    } else {
      await sql
        .raw(
          `create function ${trigger}() returns trigger language plpgsql as $$ begin if new.tenant = '${tenant.slug}' then raise exception 'outbox unavailable'; end if; return new; end $$;
           create trigger ${trigger} before insert on lead_deliveries for each row execute function ${trigger}();`,
        )
        .execute(db)
    }
    try {
      const key = newIdempotencyKey()
      await expect(
        submitLead(
          db,
          tenant,
          { form: 'enquiry', values: enquiryValues(), context: { url: '/' } },
          { idempotencyKey: key },
        ),
      ).rejects.toThrow(/outbox unavailable/)
      expect(await countLeads(db, tenant.slug)).toBe(0)
      // The key was not used up: the shopper's retry can still succeed once the outbox works.
      await sql
        .raw(dialect === 'sqlite' ? `drop trigger ${trigger}` : `drop trigger ${trigger} on lead_deliveries`)
        .execute(db)
      const retry = await submitLead(
        db,
        tenant,
        { form: 'enquiry', values: enquiryValues(), context: { url: '/' } },
        { idempotencyKey: key },
      )
      expect(retry.duplicate).toBe(false)
      expect(await countLeads(db, tenant.slug)).toBe(1)
    } finally {
      if (dialect === 'sqlite') await sql.raw(`drop trigger if exists ${trigger}`).execute(db)
      else
        await sql
          .raw(`drop trigger if exists ${trigger} on lead_deliveries; drop function if exists ${trigger}()`)
          .execute(db)
    }
  })

  it('bounds the request context and stores only a keyed hash of the address', async () => {
    const { db } = ctx()
    const tenant = tenantOf()
    const { leadId } = await submitLead(
      db,
      tenant,
      {
        form: 'enquiry',
        values: enquiryValues(),
        context: {
          url: `https://dealer.test/${'x'.repeat(5_000)}`,
          userAgent: 'u'.repeat(5_000),
          ip: '203.0.113.7',
          visitedPages: Array.from({ length: 500 }, (_, i) => `/page-${i}`),
          linkedQueryParams: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, 'v'.repeat(1_000)])),
        },
      },
      { idempotencyKey: newIdempotencyKey(), ipHashKey: 'secret' },
    )
    const lead = await findLead(db, tenant.slug, leadId)
    const payload = lead!.payload as LeadPayload
    expect(payload.url).toHaveLength(2_048)
    expect(payload.user_agent).toHaveLength(512)
    expect(payload.lead_attributes.visited_pages).toHaveLength(50)
    expect(payload.lead_attributes.visited_pages.at(-1)).toBe('/page-499')
    expect(Object.keys(payload.lead_attributes.linked_query_params)).toHaveLength(50)
    expect(lead!.ipHash).toMatch(/^[0-9a-f]{32}$/)
    expect(JSON.stringify(lead)).not.toContain('203.0.113.7')
  })

  it('records an accepted trade-in offer as a new lead marked 3. Offer Accepted', async () => {
    const { db } = ctx()
    const tenant = tenantOf()
    const valuation = await submitLead(
      db,
      tenant,
      {
        form: 'trade-in',
        values: {
          ...enquiryValues(),
          postcode: '2000',
          lookup: 'rego',
          rego: 'ABC123',
          regoState: 'NSW',
          adjustmentAnswers: { accident: 'no' },
        },
        context: { url: '/trade-in' },
      },
      { idempotencyKey: newIdempotencyKey() },
    )
    const accepted = await acceptTradeInOffer(
      db,
      tenant,
      { leadId: valuation.leadId, context: { url: '/trade-in' } },
      { idempotencyKey: newIdempotencyKey() },
    )
    const lead = await findLead(db, tenant.slug, accepted.leadId)
    expect((lead!.payload as LeadPayload).fields).toMatchObject({
      lead_id: valuation.leadId,
      offer_accepted: true,
      subcategory: OFFER_ACCEPTED_SUBCATEGORY,
      rego: 'ABC123',
    })
    await expect(
      acceptTradeInOffer(
        db,
        tenant,
        { leadId: 'nope', context: { url: '/' } },
        { idempotencyKey: newIdempotencyKey() },
      ),
    ).rejects.toBeInstanceOf(LeadValidationError)
  })

  it('stores the same enquiry sent again within the window once (Back and send again), under concurrency too', async () => {
    const { db } = ctx()
    const tenant = tenantOf()
    const clock = new Date('2026-11-20T02:00:00.000Z')
    const dedupe = (minutes: number) => ({
      windowMs: 10 * 60_000,
      wallClock: new Date(clock.getTime() + minutes * 60_000),
    })
    const send = (values: Record<string, unknown>, minutes = 0) =>
      submitLead(
        db,
        tenant,
        { form: 'enquiry', values, context: { url: 'https://dealer.test/contact', userAgent: `browser ${minutes}` } },
        // A new key each time, as a form page fetched again gives.
        { idempotencyKey: newIdempotencyKey(), now: NOW, dedupe: dedupe(minutes) },
      )
    const values: Record<string, unknown> = { ...enquiryValues(7), car_id: 'car-1' }
    const first = await send(values)
    expect(await send(values, 3)).toEqual({ leadId: first.leadId, duplicate: true })
    // The contact details spelled as people write them are the same details.
    expect((await send({ ...values, phone: '0412 345 678' }, 4)).leadId).toBe(first.leadId)
    // Anything the shopper changed is a lead of its own: the message, the car, the contact details.
    for (const changed of [
      { ...values, message: `${String(values.message)} And a trade-in?` },
      { ...values, car_id: 'car-2' },
      { ...values, email: 'other@example.com' },
    ]) {
      expect((await send(changed, 5)).duplicate).toBe(false)
    }
    expect((await send(values, 11)).duplicate).toBe(false)
    expect(await countLeads(db, tenant.slug)).toBe(5)
    expect(await listLeadDeliveries(db, tenant.slug, first.leadId)).toHaveLength(2)

    const racing = { ...enquiryValues(8), car_id: 'car-3' }
    const results = await Promise.all(Array.from({ length: 12 }, () => send(racing, 20)))
    expect(new Set(results.map((r) => r.leadId)).size).toBe(1)
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1)
    expect(await countLeads(db, tenant.slug)).toBe(6)
  })
})
