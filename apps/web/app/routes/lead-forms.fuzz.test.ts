import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createDatabase, listCars, type Database } from '@dealer/db'
import { seedDemo } from '@dealer/demo-data'
import { isVisible } from '@dealer/domain'
import { newIdempotencyKey } from '@dealer/leads'
import { loadTenants, type TenantConfig } from '@dealer/tenant'
import type { ActionFunctionArgs, AppLoadContext } from '@remix-run/node'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLeadGuard, formPath, formStartToken, leadGuardSettings } from '~/.server/lead-guard'
import { repoRoot } from '~/.server/paths'
import * as bookTestDrive from './book-test-drive'
import * as carTestDrive from './cars.$slug_.test-drive'
import * as requestPhotos from './cars.$slug_.request-photos'
import * as contact from './contact'
import * as contactUs from './contact-us.$slug'
import * as eofy from './eofy'
import * as location from './locations.$slug'

// Every action of the lead form routes under garbage bodies and URLs: an answer, never a 500.
let database: Database
let context: AppLoadContext
let tenant: TenantConfig
let carSlug = ''
const now = new Date('2026-11-20T02:00:00Z')
const origin = 'http://harbour-city-motor-group.localhost'

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lead-forms-fuzz-'))
  database = createDatabase({ sqlitePath: path.join(dir, 'db.sqlite') })
  tenant = loadTenants(path.join(repoRoot(), 'tenants')).find((t) => t.slug === 'harbour-city-motor-group')!
  await seedDemo(database, [tenant], { now })
  const { cars } = await listCars(database.db, tenant.slug, { limit: 50 })
  carSlug = cars.find((c) => isVisible(c, now, tenant.dealer.include_sold_cars_days))!.slug
  const leadGuard = createLeadGuard(
    leadGuardSettings('fuzz-secret', {
      LEAD_MIN_FILL_MS: '0',
      LEAD_RATE_PER_CLIENT: '1000000',
      LEAD_RATE_PER_TENANT: '1000000',
    }),
  )
  context = {
    tenant,
    clientIp: '203.0.113.9',
    services: { database, leadGuard, now: () => now },
  } as unknown as AppLoadContext
}, 120_000)

afterAll(() => database?.destroy())

type Action = (args: ActionFunctionArgs) => Promise<Response>
const routes: {
  name: string
  action: Action
  path: (slug: string) => string
  params: (slug: string) => Record<string, string>
}[] = [
  { name: 'book-test-drive', action: bookTestDrive.action, path: () => '/book-test-drive', params: () => ({}) },
  {
    name: 'car test drive',
    action: carTestDrive.action,
    path: (s) => `/cars/${s}/test-drive`,
    params: (s) => ({ slug: s }),
  },
  {
    name: 'request photos',
    action: requestPhotos.action,
    path: (s) => `/cars/${s}/request-photos`,
    params: (s) => ({ slug: s }),
  },
  { name: 'contact', action: contact.action, path: () => '/contact', params: () => ({}) },
  { name: 'contact-us', action: contactUs.action, path: (s) => `/contact-us/${s}`, params: (s) => ({ slug: s }) },
  { name: 'location page', action: location.action, path: (s) => `/locations/${s}`, params: (s) => ({ slug: s }) },
  { name: 'eofy', action: eofy.action, path: () => '/eofy', params: () => ({}) },
]

const field = fc.constantFrom(
  'name',
  'email',
  'phone',
  'message',
  'category',
  'location',
  'location_id',
  'preferred_date',
  'preferred_time',
  'preferred_datetime',
  'terms_conditions',
  'opt_in',
  'car_id',
  'request_text',
  'campaign',
  'last_name',
  'postcode',
  'form_started',
  'idempotency_key',
  'hp_contact_confirm',
  'visited_pages',
  'linked_params',
  '__proto__',
  'location[0]',
)
const value = fc.oneof(
  fc.constantFrom(
    '',
    'on',
    'Jo',
    'jo@example.com',
    '0412 345 678',
    '2026-11-21',
    '10:00',
    '2026-11-22T10:00',
    '4006',
    'hc-used-nerang',
    'General Enquiry',
    '9999-99-99',
    '[]',
    '{"a":1}',
  ),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
)
const slug = fc.oneof(
  fc.constantFrom(
    'harbour-city-toyota-newstead',
    'harbour-city-toyota-newstead-sales',
    'westside-car-co-bentley',
    '..',
  ),
  fc.string({ maxLength: 20 }),
)

async function run(
  route: (typeof routes)[number],
  slugValue: string,
  body: [string, string][],
  valid: boolean,
): Promise<number> {
  const form = new URLSearchParams(body)
  if (valid) {
    const key = newIdempotencyKey()
    form.set('idempotency_key', key)
    const binding = {
      tenant: tenant.slug,
      path: formPath(`${origin}${route.path(encodeURIComponent(slugValue))}`),
      idempotencyKey: key,
    }
    form.set('form_started', formStartToken(new Date(Date.now() - 60_000), 'fuzz-secret', binding))
    form.set('hp_contact_confirm', '')
  }
  const request = new Request(
    `${origin}${route.path(encodeURIComponent(slugValue))}?car_id=${encodeURIComponent(slugValue)}`,
    {
      method: 'POST',
      body: form,
      headers: { origin },
    },
  )
  try {
    return (await route.action({ request, context, params: route.params(slugValue) })).status
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    throw thrown
  }
}

describe('lead form actions under garbage', () => {
  it('the harness reaches a stored lead on every route (so the garbage runs test the real path)', async () => {
    const body: [string, string][] = Object.entries({
      name: 'Jo',
      last_name: 'Citizen',
      postcode: '4006',
      email: 'jo@example.com',
      phone: '0412 345 678',
      message: 'Hello',
      category: 'General Enquiry',
      terms_conditions: 'on',
      location: 'hc-used-nerang',
      location_id: 'hc-used-nerang',
    })
    const slugs: Record<string, string> = {
      'contact-us': 'harbour-city-toyota-newstead',
      'location page': 'harbour-city-toyota-newstead-sales',
    }
    for (const route of routes) expect(await run(route, slugs[route.name] ?? carSlug, body, true), route.name).toBe(303)
  })

  for (const route of routes) {
    it(`${route.name}: a redirect, 400, 403 or 404 for any body, never a 500`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constant(carSlug), slug),
          fc.array(fc.tuple(field, value), { maxLength: 12 }),
          fc.boolean(),
          async (s, body, valid) => {
            const status = await run(
              route,
              route.name.startsWith('car') || route.name === 'request photos' ? (s === '..' ? carSlug : s) : s,
              body,
              valid,
            )
            expect([303, 400, 403, 404]).toContain(status)
          },
        ),
        { numRuns: 60 },
      )
    }, 60_000)
  }
})
