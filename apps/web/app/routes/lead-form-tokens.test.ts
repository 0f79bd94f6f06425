import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { countLeads, createDatabase, insertLeadWithDeliveries, migrateToLatest, type Database } from '@dealer/db'
import { loadTenants, type TenantConfig } from '@dealer/tenant'
import type { AppLoadContext } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FORM_TOKEN_LIFETIME_MS,
  createLeadGuard,
  formPath,
  formStartToken,
  leadGuardSettings,
  type LeadGuard,
} from '~/.server/lead-guard'
import { repoRoot } from '~/.server/paths'
import { rememberSentLead } from '~/.server/sent-lead'
import * as contact from './contact'
import * as success from './success'

/*
 * The form token, single-use keys, the dedupe window, the rate limits and the honest thank-you
 * page, through the /contact route's real loader and action (docs/spec-coverage.md, Hardening).
 */
const SECRET = 'tokens-test-secret-0123456789abcdef'
const HOUR = 60 * 60 * 1000
let database: Database
let harbour: TenantConfig
let westside: TenantConfig
const now = new Date('2026-11-20T02:00:00Z')
const origin = 'http://harbour-city-motor-group.localhost'

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lead-form-tokens-'))
  database = createDatabase({ sqlitePath: path.join(dir, 'db.sqlite') })
  await migrateToLatest(database)
  const tenants = loadTenants(path.join(repoRoot(), 'tenants'))
  harbour = tenants.find((t) => t.slug === 'harbour-city-motor-group')!
  westside = tenants.find((t) => t.slug === 'westside-car-co')!
}, 60_000)

afterAll(() => database?.destroy())

function contextOf(options: { ip?: string; guard?: LeadGuard; tenant?: TenantConfig } = {}): AppLoadContext {
  const leadGuard =
    options.guard ??
    createLeadGuard(
      leadGuardSettings(SECRET, {
        LEAD_MIN_FILL_MS: '0',
        LEAD_RATE_PER_CLIENT: '1000000',
        LEAD_RATE_PER_TENANT: '1000000',
      }),
    )
  return {
    tenant: options.tenant ?? harbour,
    clientIp: options.ip ?? '203.0.113.9',
    services: { database, leadGuard, now: () => now },
  } as unknown as AppLoadContext
}

let shopper = 0
/** A valid /contact body: its own shopper unless `values` says otherwise. */
function details(values: Record<string, string> = {}) {
  shopper += 1
  return {
    name: `Jo Tokens ${shopper}`,
    email: `jo${shopper}@example.com`,
    phone: '0412 345 678',
    message: 'Is the service centre open on Saturday?',
    category: 'General Enquiry',
    location: 'hc-used-nerang',
    terms_conditions: 'on',
    hp_contact_confirm: '',
    ...values,
  }
}

/** The hidden keys of the /contact page as its loader renders them. */
async function freshKeys(context: AppLoadContext) {
  const data = await contact.loader({ request: new Request(`${origin}/contact`), context, params: {} })
  return { idempotency_key: data.boot.idempotencyKey, form_started: data.boot.formStarted }
}

async function post(context: AppLoadContext, body: Record<string, string>, cookie?: string): Promise<Response> {
  const request = new Request(`${origin}/contact`, {
    method: 'POST',
    body: new URLSearchParams(body),
    headers: { origin, ...(cookie ? { cookie } : {}) },
  })
  return contact.action({ request, context, params: {} })
}

/** The cookies a response sets, as a Cookie header. */
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')

async function successPage(context: AppLoadContext, leadId: string, cookie = '') {
  const request = new Request(`${origin}/success?lead=${encodeURIComponent(leadId)}`, { headers: { cookie } })
  return success.loader({ request, context, params: {} })
}

const leadOf = (res: Response) => new URLSearchParams(res.headers.get('location')!.split('?')[1]).get('lead')!

describe('the form token', () => {
  it('is bound to its form: a car enquiry’s token and key are refused on /contact', async () => {
    const context = contextOf()
    const key = 'key-from-a-car-enquiry-0001'
    const carToken = formStartToken(new Date(Date.now() - 60_000), SECRET, {
      tenant: harbour.slug,
      path: formPath(`${origin}/cars/some-car/enquire`),
      idempotencyKey: key,
    })
    const res = await post(context, { ...details(), idempotency_key: key, form_started: carToken })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('This form is out of date.')
  })

  it('is bound to its dealer and to its key', async () => {
    const context = contextOf()
    const keys = await freshKeys(contextOf({ tenant: westside }))
    expect((await post(context, { ...details(), ...keys })).status).toBe(400)
    const mine = await freshKeys(context)
    expect((await post(context, { ...details(), ...mine, idempotency_key: 'another-key-0123456789' })).status).toBe(400)
    expect((await post(context, { ...details(), ...mine })).status).toBe(303)
  })

  it('expires after 2 hours with a clear message, the values kept, and fresh keys that send it', async () => {
    const context = contextOf()
    const key = 'key-of-a-form-left-open-01'
    const stale = formStartToken(new Date(Date.now() - FORM_TOKEN_LIFETIME_MS - 1_000), SECRET, {
      tenant: harbour.slug,
      path: '/contact',
      idempotencyKey: key,
    })
    const body = details()
    const res = await post(context, { ...body, idempotency_key: key, form_started: stale })
    expect(res.status).toBe(400)
    const reply = (await res.json()) as {
      error: Record<string, string[]>
      initialValue: Record<string, string>
      idempotencyKey: string
      formStarted: string
    }
    expect(reply.error['']).toEqual(['This form has expired, please send it again.'])
    expect(reply.initialValue).toMatchObject({ name: body.name, email: body.email, message: body.message })
    expect(reply.idempotencyKey).not.toBe(key)
    // The answer's keys send the same values.
    const again = await post(context, {
      ...body,
      idempotency_key: reply.idempotencyKey,
      form_started: reply.formStarted,
    })
    expect(again.status).toBe(303)
  })
})

describe('single-use keys and the same enquiry sent twice', () => {
  it('a replayed key stores nothing more and answers like its first success, even after the form expired', async () => {
    const context = contextOf()
    const before = await countLeads(database.db, harbour.slug)
    const keys = await freshKeys(context)
    const body = { ...details(), ...keys }
    const first = await post(context, body)
    expect(first.status).toBe(303)
    const replay = await post(context, body)
    expect(replay.status).toBe(303)
    expect(replay.headers.get('location')).toBe(first.headers.get('location'))
    // Three hours later, the same POST (a browser retrying a request it never saw answered).
    const late = formStartToken(new Date(Date.now() - 3 * HOUR), SECRET, {
      tenant: harbour.slug,
      path: '/contact',
      idempotencyKey: keys.idempotency_key,
    })
    const lateReplay = await post(context, { ...body, form_started: late })
    expect(lateReplay.status).toBe(303)
    expect(lateReplay.headers.get('location')).toBe(first.headers.get('location'))
    // And a replay with other values under the same key is still that one lead.
    const altered = await post(context, { ...body, message: 'Something else entirely' })
    expect(altered.headers.get('location')).toBe(first.headers.get('location'))
    expect(await countLeads(database.db, harbour.slug)).toBe(before + 1)
  })

  it('Back and send again: the same details and message with a new key are one lead, with the same confirmation', async () => {
    const context = contextOf()
    const before = await countLeads(database.db, harbour.slug)
    const body = details()
    const first = await post(context, { ...body, ...(await freshKeys(context)) })
    const second = await post(context, { ...body, ...(await freshKeys(context)) })
    expect(first.status).toBe(303)
    expect(second.status).toBe(303)
    expect(second.headers.get('location')).toBe(first.headers.get('location'))
    // The second browser visit is told it is sent too.
    expect((await successPage(context, leadOf(second), cookiesOf(second))).sent).toBe(true)
    // A changed message is a new enquiry.
    const changed = await post(context, {
      ...body,
      message: 'And do you take trade-ins?',
      ...(await freshKeys(context)),
    })
    expect(changed.headers.get('location')).not.toBe(first.headers.get('location'))
    expect(await countLeads(database.db, harbour.slug)).toBe(before + 2)
  })
})

describe('rate limits', () => {
  const guarded = (perClient: number, perTenant: number) =>
    createLeadGuard(
      leadGuardSettings(SECRET, {
        LEAD_MIN_FILL_MS: '0',
        LEAD_RATE_PER_CLIENT: String(perClient),
        LEAD_RATE_PER_TENANT: String(perTenant),
      }),
    )

  it('invalid submissions from many addresses do not use up the dealer’s cap; over it, a 429 that says so', async () => {
    const guard = guarded(100, 2)
    for (let i = 0; i < 20; i++) {
      const context = contextOf({ guard, ip: `198.51.100.${i}` })
      const res = await post(context, { ...details({ email: 'not an email' }), ...(await freshKeys(context)) })
      expect(res.status).toBe(400)
    }
    const real = contextOf({ guard, ip: '192.0.2.1' })
    expect((await post(real, { ...details(), ...(await freshKeys(real)) })).status).toBe(303)
    expect((await post(real, { ...details(), ...(await freshKeys(real)) })).status).toBe(303)
    const over = await post(real, { ...details(), ...(await freshKeys(real)) })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    const text = JSON.stringify(await over.json())
    expect(text).toContain('This website is receiving an unusually large number of forms right now.')
    expect(text).not.toContain('from your connection')
  })

  it('one address over its own limit, valid or not: a 429 from your connection, with Retry-After', async () => {
    const guard = guarded(2, 1000)
    const context = contextOf({ guard, ip: '192.0.2.77' })
    expect((await post(context, { ...details({ email: 'junk' }), ...(await freshKeys(context)) })).status).toBe(400)
    expect((await post(context, { ...details(), ...(await freshKeys(context)) })).status).toBe(303)
    const over = await post(context, { ...details(), ...(await freshKeys(context)) })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(JSON.stringify(await over.json())).toContain('Too many forms have been sent from your connection.')
    // The page's answer without JS is built by the route's headers, which pass Retry-After on.
    const page = new Headers(contact.headers({ actionHeaders: over.headers } as Parameters<typeof contact.headers>[0]))
    expect(page.get('retry-after')).toBe(over.headers.get('retry-after'))
    expect(page.get('cache-control')).toBe('private, no-store')
  })
})

describe('/success', () => {
  it('confirms a committed lead of this dealer only to the browser that sent it', async () => {
    const context = contextOf()
    const sent = await post(context, { ...details(), ...(await freshKeys(context)) })
    const leadId = leadOf(sent)
    const cookie = cookiesOf(sent)
    const mine = await successPage(context, leadId, cookie)
    expect(mine).toMatchObject({ sent: true })
    expect(mine.sent && mine.message).toContain(`is with ${harbour.dealer.name}`)
    // Another browser with the id, no lead, a bogus id: a neutral page, no confirmation, no error.
    for (const [id, withCookie] of [
      [leadId, ''],
      ['', cookie],
      ['bogus-id', cookie],
      ['../../etc/passwd', cookie],
    ] as const) {
      const page = await successPage(context, id, withCookie)
      expect(page.sent, `${id} ${withCookie ? 'with' : 'without'} the cookie`).toBe(false)
      expect(JSON.stringify(page)).not.toContain('is with')
    }
    // Another dealer's lead id, even with a cookie naming it, on this dealer's host.
    const theirs = 'westside-lead-0000000001'
    await insertLeadWithDeliveries(
      database.db,
      westside.slug,
      {
        id: theirs,
        idempotencyKey: 'westside-key-000000000001',
        formType: 'enquiry',
        carId: null,
        payload: { fields: {} },
        ipHash: null,
        createdAt: now.toISOString(),
      },
      [],
    )
    // A cookie signed by us naming the other dealer's lead (as its own site would set it).
    const setCookie = await rememberSentLead(new Request(origin), contextOf({ tenant: westside }), theirs)
    expect((await successPage(context, theirs, setCookie.split(';')[0])).sent).toBe(false)
    expect((await successPage(context, theirs, cookie)).sent).toBe(false)
  })
})
