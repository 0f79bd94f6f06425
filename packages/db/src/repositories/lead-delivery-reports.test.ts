import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '../testing/test-databases'
import { countDeliveriesByStatus, outboxHealth, requeueFailedDeliveries } from './lead-delivery-reports'
import { insertLeadWithDeliveries } from './leads'

// The outbox as an operator sees it (docs/spec-coverage.md, Hardening). One suite per database
// of its own: these figures span every tenant.
describeEachDatabase('lead delivery reports', (ctx) => {
  const store = (tenant: string, createdAt: string, channels: string[]) =>
    insertLeadWithDeliveries(
      ctx().db,
      tenant,
      {
        id: randomUUID(),
        idempotencyKey: randomUUID(),
        formType: 'enquiry',
        carId: null,
        payload: {},
        ipHash: null,
        createdAt,
      },
      channels,
    )
  const setStatus = (leadId: string, status: 'sent' | 'failed' | 'sending') =>
    ctx().db.updateTable('lead_deliveries').set({ status }).where('lead_id', '=', leadId).execute()

  it('reports outbox depth, failures and the oldest undelivered row over all tenants, and requeues every tenant', async () => {
    const { db } = ctx()
    expect(await outboxHealth(db)).toEqual({ depth: 0, failed: 0, oldestUndeliveredAt: null })
    const sent = await store('a', '2026-11-20T01:00:00.000Z', ['email'])
    await setStatus(sent.leadId, 'sent')
    const failedA = await store('a', '2026-11-20T01:30:00.000Z', ['email'])
    await setStatus(failedA.leadId, 'failed')
    const sending = await store('b', '2026-11-20T02:00:00.000Z', ['webhook'])
    await setStatus(sending.leadId, 'sending')
    await store('a', '2026-11-20T03:00:00.000Z', ['email', 'webhook'])
    const failedB = await store('b', '2026-11-20T04:00:00.000Z', ['email'])
    await setStatus(failedB.leadId, 'failed')
    expect(await outboxHealth(db)).toEqual({ depth: 3, failed: 2, oldestUndeliveredAt: '2026-11-20T02:00:00.000Z' })

    expect(await requeueFailedDeliveries(db, { now: new Date('2026-11-20T05:00:00.000Z') })).toBe(2)
    expect(await countDeliveriesByStatus(db)).toEqual({ pending: 4, sending: 1, sent: 1, failed: 0 })
    expect((await outboxHealth(db)).oldestUndeliveredAt).toBe('2026-11-20T01:30:00.000Z')
  })
})
