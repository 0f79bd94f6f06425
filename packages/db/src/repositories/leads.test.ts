import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '../testing/test-databases'
import { listLeadDeliveries } from './lead-deliveries'
import {
  countLeads,
  findLead,
  findLeadByIdempotencyKey,
  insertLeadWithDeliveries,
  listLeads,
  type NewLead,
} from './leads'

const newTenant = () => `t-${randomUUID()}`
const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  id: randomUUID(),
  idempotencyKey: randomUUID(),
  formType: 'enquiry',
  carId: 'car-1',
  payload: { fields: { name: 'Ann', message: 'ünïcödé "quoted" <b>' }, source: 'Website' },
  ipHash: null,
  createdAt: '2025-06-01T00:00:00.000Z',
  ...overrides,
})

describeEachDatabase('leads repository', (ctx) => {
  it('stores a lead with one pending delivery per channel and reads it back', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    const input = lead()
    expect(await insertLeadWithDeliveries(db, tenant, input, ['email', 'webhook', 'email'])).toEqual({
      leadId: input.id,
      duplicate: false,
    })
    expect(await findLead(db, tenant, input.id)).toEqual({ tenant, ...input })
    expect(await findLeadByIdempotencyKey(db, tenant, input.idempotencyKey)).toMatchObject({ id: input.id })
    const deliveries = await listLeadDeliveries(db, tenant, input.id)
    expect(deliveries.map((d) => [d.channel, d.status, d.attempts, d.nextAttemptAt])).toEqual([
      ['email', 'pending', 0, input.createdAt],
      ['webhook', 'pending', 0, input.createdAt],
    ])
  })

  it('returns the first lead for a repeated key, per tenant, without new deliveries', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    const first = lead()
    await insertLeadWithDeliveries(db, tenant, first, ['email'])
    const again = lead({ idempotencyKey: first.idempotencyKey })
    expect(await insertLeadWithDeliveries(db, tenant, again, ['email', 'webhook'])).toEqual({
      leadId: first.id,
      duplicate: true,
    })
    expect(await findLead(db, tenant, again.id)).toBeUndefined()
    expect(await listLeadDeliveries(db, tenant, first.id)).toHaveLength(1)

    // The same key under another dealer is another lead.
    const other = newTenant()
    expect(await insertLeadWithDeliveries(db, other, again, ['email'])).toEqual({ leadId: again.id, duplicate: false })
    expect(await countLeads(db, tenant)).toBe(1)
    expect(await countLeads(db, other)).toBe(1)
  })

  it('keeps one lead when 20 inserts with one key race', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    const key = randomUUID()
    const results = await Promise.all(
      Array.from({ length: 20 }, () => insertLeadWithDeliveries(db, tenant, lead({ idempotencyKey: key }), ['email'])),
    )
    const ids = new Set(results.map((r) => r.leadId))
    expect(ids.size).toBe(1)
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1)
    expect(await countLeads(db, tenant)).toBe(1)
    const [leadId] = ids
    expect(await listLeadDeliveries(db, tenant, leadId!)).toHaveLength(1)
  })

  it('lists leads newest first', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    const older = lead({ createdAt: '2025-01-01T00:00:00.000Z' })
    const newer = lead({ createdAt: '2025-02-01T00:00:00.000Z' })
    await insertLeadWithDeliveries(db, tenant, older, [])
    await insertLeadWithDeliveries(db, tenant, newer, [])
    expect((await listLeads(db, tenant)).map((l) => l.id)).toEqual([newer.id, older.id])
    expect((await listLeads(db, tenant, { limit: 1, offset: 1 })).map((l) => l.id)).toEqual([older.id])
  })
})
