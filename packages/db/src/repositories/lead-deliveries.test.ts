import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { expect, it } from 'vitest'
import { createDatabase } from '../connection'
import type { Schema } from '../schema'
import { describeEachDatabase } from '../testing/test-databases'
import {
  claimDueDeliveries,
  listLeadDeliveries,
  markDeliveryFailed,
  markDeliverySent,
  scheduleDeliveryRetry,
} from './lead-deliveries'
import { countDeliveriesByStatus, listFailedDeliveries, requeueFailedDeliveries } from './lead-delivery-reports'
import { insertLeadWithDeliveries } from './leads'

const T0 = new Date('2025-06-01T00:00:00.000Z')
const at = (ms: number) => new Date(T0.getTime() + ms)
const LEASE = 30_000

describeEachDatabase('lead deliveries repository', (ctx) => {
  // Every test uses its own channel name so claims never see another test's rows.
  async function seed(count: number, channels = [`ch-${randomUUID()}`]) {
    const { db } = ctx()
    const tenant = `t-${randomUUID()}`
    const ids: string[] = []
    for (let i = 0; i < count; i++) {
      const id = randomUUID()
      ids.push(id)
      await insertLeadWithDeliveries(
        db,
        tenant,
        {
          id,
          idempotencyKey: id,
          formType: 'enquiry',
          carId: null,
          payload: {},
          ipHash: null,
          createdAt: T0.toISOString(),
        },
        channels,
      )
    }
    return { tenant, ids, channels }
  }
  const claim = (workerId: string, channels: string[], now: Date, limit = 100) =>
    claimDueDeliveries(ctx().database, { workerId, now, leaseMs: LEASE, limit, channels })

  it('claims due rows once, counts the attempt and leaves them to the holder', async () => {
    const { tenant, ids, channels } = await seed(3)
    expect(await claim('w1', channels, at(-1))).toEqual([]) // not yet due
    const first = await claim('w1', channels, T0, 2)
    expect(first).toHaveLength(2)
    expect(first[0]).toMatchObject({ tenant, attempts: 1, leaseExpiresAt: at(LEASE).toISOString() })
    const second = await claim('w2', channels, T0)
    expect(second.map((d) => d.leadId)).toEqual(ids.filter((id) => !first.some((d) => d.leadId === id)))
    expect(await claim('w3', channels, at(LEASE - 1))).toEqual([])
    expect(await claim('w1', [], T0)).toEqual([])
  })

  it('only the lease holder completes a row, and an expired lease is taken over', async () => {
    const { db } = ctx()
    const { tenant, ids, channels } = await seed(1)
    const [held] = await claim('crashed', channels, T0)
    expect(held).toBeDefined()
    const [taken] = await claim('rescuer', channels, at(LEASE))
    expect(taken).toMatchObject({ id: held!.id, attempts: 2 })
    expect(await markDeliverySent(db, { id: held!.id, workerId: 'crashed', now: at(LEASE + 1) })).toBe(false)
    expect(await markDeliverySent(db, { id: held!.id, workerId: 'rescuer', now: at(LEASE + 2) })).toBe(true)
    const [row] = await listLeadDeliveries(db, tenant, ids[0]!)
    expect(row).toMatchObject({ status: 'sent', sentAt: at(LEASE + 2).toISOString(), leaseOwner: null, attempts: 2 })
    expect(await claim('late', channels, at(10 * LEASE))).toEqual([])
  })

  it('retries later, fails for good, reports and requeues', async () => {
    const { db } = ctx()
    const { tenant, ids, channels } = await seed(1)
    const [d] = await claim('w', channels, T0)
    expect(
      await scheduleDeliveryRetry(db, {
        id: d!.id,
        workerId: 'w',
        now: at(1),
        nextAttemptAt: at(5_000),
        error: 'x'.repeat(5_000),
      }),
    ).toBe(true)
    expect(await claim('w', channels, at(4_999))).toEqual([])
    const [again] = await claim('w', channels, at(5_000))
    expect(again?.attempts).toBe(2)
    expect(await markDeliveryFailed(db, { id: d!.id, workerId: 'other', now: at(5_001), error: 'no' })).toBe(false)
    expect(await markDeliveryFailed(db, { id: d!.id, workerId: 'w', now: at(5_001), error: '550 no such user' })).toBe(
      true,
    )
    expect(await claim('w', channels, at(10 ** 9))).toEqual([])

    const failed = await listFailedDeliveries(db, { tenant })
    expect(failed).toEqual([
      expect.objectContaining({
        leadId: ids[0],
        channel: channels[0],
        status: 'failed',
        attempts: 2,
        lastError: '550 no such user',
        formType: 'enquiry',
      }),
    ])
    expect(await countDeliveriesByStatus(db, { tenant })).toEqual({ pending: 0, sending: 0, sent: 0, failed: 1 })
    expect(await requeueFailedDeliveries(db, { tenant, ids: [] })).toBe(0)
    expect(await requeueFailedDeliveries(db, { tenant, now: at(6_000) })).toBe(1)
    expect(await claim('w', channels, at(6_000))).toEqual([expect.objectContaining({ attempts: 1 })])
  })

  it('never gives one row to two concurrent claimers', async () => {
    const { dialect, database } = ctx()
    const { channels } = await seed(40)
    // On SQLite, a second connection to the same file stands in for a second process.
    const second = dialect === 'sqlite' ? createDatabase({ sqlitePath: await sqlitePathOf(database.db) }) : database
    try {
      const claimers = Array.from({ length: 8 }, (_, i) =>
        claimDueDeliveries(i % 2 ? second : database, {
          workerId: `w${i}`,
          now: T0,
          leaseMs: LEASE,
          limit: 7,
          channels,
        }),
      )
      const claimed = (await Promise.all(claimers)).flat().map((d) => d.id)
      expect(new Set(claimed).size).toBe(claimed.length)
      expect(claimed).toHaveLength(40)
    } finally {
      if (second !== database) await second.destroy()
    }
  })
})

/** The file behind a SQLite connection, so a test can open a second connection to it. */
async function sqlitePathOf(db: Kysely<Schema>): Promise<string> {
  const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db)
  const file = rows[0]?.file
  if (!file) throw new Error('not a file-backed SQLite database')
  return file
}
