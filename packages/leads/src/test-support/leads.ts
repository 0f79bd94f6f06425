import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { Database, Schema } from '@dealer/db'
import { withSearchPath } from '@dealer/db/testing'
import type { TenantDeliverySettings } from '../delivery/config'
import type { StoredLead } from '../delivery/stored-lead'
import type { LeadFormType } from '../forms/registry'
import { LEAD_SOURCE } from '../forms/messages'
import { newIdempotencyKey } from '../submit/idempotency'
import { submitLead, type LeadTenant, type SubmitLeadResult } from '../submit/submit-lead'

/** A unique tenant slug, so tests sharing a database never see each other's rows. */
export const newTenant = (): string => `t-${randomUUID().slice(0, 12)}`

/** A valid enquiry's values, as conform would hand them to submitLead. */
export function enquiryValues(i = 0): Record<string, unknown> {
  return {
    name: `Shopper ${i}`,
    email: `shopper${i}@example.com`,
    phone: '0412345678',
    message: `Enquiry number ${i} <with> & "markup"`,
    terms_conditions: true,
    opt_in: true,
  }
}

/** Stores `count` enquiries for `tenant`, `concurrency` at a time. */
export async function submitEnquiries(
  db: Kysely<Schema>,
  tenant: LeadTenant,
  count: number,
  concurrency = 10,
): Promise<SubmitLeadResult[]> {
  const results: SubmitLeadResult[] = []
  for (let start = 0; start < count; start += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, count - start) }, (_, j) =>
      submitLead(
        db,
        tenant,
        {
          form: 'enquiry',
          values: enquiryValues(start + j),
          context: { url: 'https://dealer.test/contact', userAgent: 'vitest' },
        },
        { idempotencyKey: newIdempotencyKey() },
      ),
    )
    results.push(...(await Promise.all(batch)))
  }
  return results
}

/** Delivery settings for a test tenant: its vendor and where its leads go. */
export function settingsFor(
  webhookUrl: string,
  secret: string,
  overrides: Partial<TenantDeliverySettings['deliveryChannels']> = {},
): TenantDeliverySettings {
  return {
    vendor: {
      name: 'Test Motors',
      email: 'sales@test-motors.test',
      phone: '02 9000 0000',
      url: 'https://test-motors.test',
    },
    deliveryChannels: {
      email: { to: ['leads@test-motors.test'] },
      webhook: { url: webhookUrl, secret },
      ...overrides,
    },
  }
}

/**
 * Where a second process would connect to reach the same test database: the SQLite file, or
 * the PostgreSQL URL with the test's schema on the search path.
 */
export async function connectionUrlOf(database: Pick<Database, 'db' | 'dialect'>): Promise<string> {
  if (database.dialect === 'sqlite') {
    const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(
      database.db,
    )
    return `file:${rows[0]!.file}`
  }
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)
  return withSearchPath(process.env.TEST_DATABASE_URL!, rows[0]!.schema)
}

/** Polls `check` until it returns true or `timeoutMs` passes. */
export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** A stored lead as the delivery channels get it, of any form, without a database. */
export function storedLeadFixture(id: string, formType: string, fields: Record<string, unknown>): StoredLead {
  const created = '2026-11-20T00:00:00.000Z'
  return {
    id,
    tenant: 't',
    formType,
    createdAt: created,
    payload: {
      ...{ version: 1 as const, form: formType as LeadFormType, fields, url: '/', source: LEAD_SOURCE },
      ...{ user_agent: null, car_id: null, car_dealership_id: null, vehicle: null, created_at: created },
      lead_attributes: { visited_pages: [], linked_query_params: {} },
    },
  }
}
