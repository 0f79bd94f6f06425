import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { describeEachDatabase } from '../testing/test-databases'
import { backfillLeadPhones } from '../migrations/0005-lead-phone'
import { listLeadDeliveries } from './lead-deliveries'
import {
  countLeads,
  findLead,
  findLeadByIdempotencyKey,
  insertLeadWithDeliveries,
  listLeads,
  listLeadsByPhone,
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

  it("lists one phone's leads on one dealer only, newest first", async () => {
    const { db } = ctx()
    const tenant = newTenant()
    const other = newTenant()
    const phone = '0412345678'
    const older = lead({ phone, createdAt: '2025-01-01T00:00:00.000Z' })
    const newer = lead({ phone, createdAt: '2025-03-01T00:00:00.000Z', formType: 'test-drive' })
    await insertLeadWithDeliveries(db, tenant, older, [])
    await insertLeadWithDeliveries(db, tenant, newer, [])
    await insertLeadWithDeliveries(db, tenant, lead({ phone: '0498765432' }), [])
    await insertLeadWithDeliveries(db, tenant, lead(), [])
    await insertLeadWithDeliveries(db, other, lead({ phone }), [])

    const mine = await listLeadsByPhone(db, tenant, phone)
    expect(mine.map((l) => [l.id, l.formType])).toEqual([
      [newer.id, 'test-drive'],
      [older.id, 'enquiry'],
    ])
    const { phone: _phone, ...stored } = newer
    expect(mine[0]).toEqual({ tenant, ...stored })
    expect(await listLeadsByPhone(db, tenant, phone, { limit: 1 })).toHaveLength(1)
    expect(await listLeadsByPhone(db, tenant, '0400000000')).toEqual([])
    expect((await listLeadsByPhone(db, other, phone)).map((l) => l.tenant)).toEqual([other])
  })

  it('gives leads stored before the phone column their phone from the payload', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    const withPhone = lead({ payload: { fields: { name: 'Ann', phone: '0411222333' } } })
    const withoutPhone = lead({ payload: { fields: { name: 'Bo' } } })
    const oddPhone = lead({ payload: { fields: { phone: 411222333 } } })
    for (const l of [withPhone, withoutPhone, oddPhone]) await insertLeadWithDeliveries(db, tenant, l, [])

    expect(await listLeadsByPhone(db, tenant, '0411222333')).toEqual([])
    await backfillLeadPhones(db)
    expect((await listLeadsByPhone(db, tenant, '0411222333')).map((l) => l.id)).toEqual([withPhone.id])
    // Leads without a usable phone stay without one: a second run finds nothing to fill.
    expect(await backfillLeadPhones(db)).toBe(0)
    expect(await countLeads(db, tenant)).toBe(3)
  })

  describe('the same enquiry sent twice (fingerprint)', () => {
    const window = (at: string, minutes = 10) => ({
      at,
      since: new Date(new Date(at).getTime() - minutes * 60_000).toISOString(),
    })
    const sent = (value: string, at: string) => lead({ fingerprint: { value, ...window(at) } })

    it('is one lead inside the window, with no second delivery; another tenant or a later send is its own', async () => {
      const { db } = ctx()
      const tenant = newTenant()
      const first = sent('fp-1', '2026-11-20T02:00:00.000Z')
      expect(await insertLeadWithDeliveries(db, tenant, first, ['email'])).toEqual({
        leadId: first.id,
        duplicate: false,
      })
      const again = sent('fp-1', '2026-11-20T02:09:59.000Z')
      expect(await insertLeadWithDeliveries(db, tenant, again, ['email'])).toEqual({
        leadId: first.id,
        duplicate: true,
      })
      expect(await findLead(db, tenant, again.id)).toBeUndefined()
      expect(await findLeadByIdempotencyKey(db, tenant, again.idempotencyKey)).toBeUndefined()
      expect(await countLeads(db, tenant)).toBe(1)
      expect(await listLeadDeliveries(db, tenant, first.id)).toHaveLength(1)
      // Another dealer, another fingerprint, or the same one after the window: a lead of its own.
      const elsewhere = newTenant()
      const theirs = sent('fp-1', '2026-11-20T02:01:00.000Z')
      expect((await insertLeadWithDeliveries(db, elsewhere, theirs, ['email'])).duplicate).toBe(false)
      expect((await insertLeadWithDeliveries(db, tenant, sent('fp-2', '2026-11-20T02:02:00.000Z'), [])).duplicate).toBe(
        false,
      )
      const later = sent('fp-1', '2026-11-20T02:10:01.000Z')
      expect(await insertLeadWithDeliveries(db, tenant, later, ['email'])).toEqual({
        leadId: later.id,
        duplicate: false,
      })
      // The window now runs from the later lead.
      const afterLater = sent('fp-1', '2026-11-20T02:11:00.000Z')
      expect((await insertLeadWithDeliveries(db, tenant, afterLater, [])).leadId).toBe(later.id)
      expect(await countLeads(db, tenant)).toBe(3)
    })

    it('a repeated key still answers with its own lead, whatever the fingerprint says', async () => {
      const { db } = ctx()
      const tenant = newTenant()
      const first = sent('fp-k', '2026-11-20T02:00:00.000Z')
      await insertLeadWithDeliveries(db, tenant, first, [])
      // The same POST replayed after the window: the key wins, the claim is not moved.
      const replay = { ...sent('fp-k', '2026-11-20T05:00:00.000Z'), idempotencyKey: first.idempotencyKey }
      expect(await insertLeadWithDeliveries(db, tenant, replay, [])).toEqual({ leadId: first.id, duplicate: true })
      expect(await countLeads(db, tenant)).toBe(1)
    })

    it('keeps one lead when 20 sends of one enquiry, each with its own key, race', async () => {
      const { db } = ctx()
      const tenant = newTenant()
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          insertLeadWithDeliveries(db, tenant, sent('fp-race', '2026-11-20T02:00:00.000Z'), ['email']),
        ),
      )
      expect(new Set(results.map((r) => r.leadId)).size).toBe(1)
      expect(results.filter((r) => !r.duplicate)).toHaveLength(1)
      expect(await countLeads(db, tenant)).toBe(1)
      expect(await listLeadDeliveries(db, tenant, results[0]!.leadId)).toHaveLength(1)
    })
  })
})
