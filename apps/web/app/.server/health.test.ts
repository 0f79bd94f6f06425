import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createDatabase, insertLeadWithDeliveries, migrateToLatest } from '@dealer/db'
import { describe, expect, it } from 'vitest'
import { healthReport } from './health'

describe('/healthz report', () => {
  it('gives outbox depth, failures and the oldest undelivered age, naming no dealer; a dead database is an error', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'health-'))
    const database = createDatabase({ sqlitePath: path.join(dir, 'db.sqlite') })
    try {
      await migrateToLatest(database)
      const now = new Date('2026-11-20T02:00:00.000Z')
      expect(await healthReport(database, now)).toEqual({
        status: 'ok',
        outbox: { depth: 0, failed: 0, oldestUndeliveredAgeSeconds: null },
      })
      const lead = (id: string, createdAt: string) => ({
        id,
        idempotencyKey: `key-${id}-0123456789`,
        formType: 'enquiry',
        carId: null,
        payload: {},
        ipHash: null,
        createdAt,
      })
      await insertLeadWithDeliveries(database.db, 'secret-dealer', lead('l1', '2026-11-20T01:58:30.000Z'), ['email'])
      await insertLeadWithDeliveries(database.db, 'secret-dealer', lead('l2', '2026-11-20T01:59:30.000Z'), ['email'])
      const report = await healthReport(database, now)
      expect(report).toEqual({ status: 'ok', outbox: { depth: 2, failed: 0, oldestUndeliveredAgeSeconds: 90 } })
      expect(JSON.stringify(report)).not.toContain('secret-dealer')
    } finally {
      await database.destroy()
    }
    expect(await healthReport(database, new Date())).toEqual({ status: 'error', error: 'database unavailable' })
  })
})
