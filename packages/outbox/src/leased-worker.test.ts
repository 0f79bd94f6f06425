import { describe, expect, it } from 'vitest'
import { PermanentDeliveryError, TransientDeliveryError } from './errors'
import { createOutboxWorker, type LeaseStore, type LeasedRow, type OutboxEvent } from './leased-worker'

/*
 * The worker's rules against an in-memory store with the SQL store's semantics (claim due rows,
 * complete only while holding the lease). The SQL stores themselves are tested on SQLite and
 * PostgreSQL in @dealer/db, and the whole outbox end to end in @dealer/leads and @dealer/accounts.
 */

interface Row {
  id: string
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled'
  attempts: number
  nextAttemptAt: number
  owner: string | null
  leaseExpiresAt: number
  lastError: string | null
}

function memoryStore(ids: string[], at = 0) {
  const rows = new Map<string, Row>(
    ids.map((id) => [
      id,
      { id, status: 'pending', attempts: at, nextAttemptAt: 0, owner: null, leaseExpiresAt: 0, lastError: null },
    ]),
  )
  const held = (id: string, workerId: string) => {
    const r = rows.get(id)!
    return r.status === 'sending' && r.owner === workerId ? r : null
  }
  const store: LeaseStore<LeasedRow> & { rows: Map<string, Row> } = {
    rows,
    async claim({ workerId, now, leaseMs, limit }) {
      const t = now.getTime()
      const due = [...rows.values()].filter(
        (r) => (r.status === 'pending' && r.nextAttemptAt <= t) || (r.status === 'sending' && r.leaseExpiresAt <= t),
      )
      return due.slice(0, limit).map((r) => {
        Object.assign(r, { status: 'sending', owner: workerId, leaseExpiresAt: t + leaseMs, attempts: r.attempts + 1 })
        return { id: r.id, attempts: r.attempts, leaseExpiresAt: new Date(r.leaseExpiresAt).toISOString() }
      })
    },
    async markSent(c) {
      const r = held(c.id, c.workerId)
      if (r) Object.assign(r, { status: 'sent', owner: null })
      return r !== null
    },
    async scheduleRetry(c) {
      const r = held(c.id, c.workerId)
      if (r)
        Object.assign(r, {
          status: 'pending',
          owner: null,
          nextAttemptAt: c.nextAttemptAt.getTime(),
          lastError: c.error,
        })
      return r !== null
    },
    async markFailed(c) {
      const r = held(c.id, c.workerId)
      if (r) Object.assign(r, { status: 'failed', owner: null, lastError: c.error })
      return r !== null
    },
    async markCancelled(c) {
      const r = held(c.id, c.workerId)
      if (r) Object.assign(r, { status: 'cancelled', owner: null, lastError: c.reason })
      return r !== null
    },
  }
  return store
}

describe('outbox worker', () => {
  it('retries a temporary failure with backoff and sends the row once it goes through', async () => {
    const store = memoryStore(['a'])
    let clock = 1_000_000
    let calls = 0
    const events: OutboxEvent<LeasedRow>[] = []
    const worker = createOutboxWorker({
      store,
      now: () => new Date(clock),
      random: () => 1,
      backoff: { baseMs: 1_000, maxMs: 60_000 },
      onEvent: (e) => events.push(e),
      async send() {
        if (++calls < 3) throw new TransientDeliveryError('421 try later')
      },
    })
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, retried: 1, sent: 0 })
    // Not due again until the backoff has passed.
    expect((await worker.runOnce()).claimed).toBe(0)
    clock += 1_000
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, retried: 1 })
    clock += 1_999
    expect((await worker.runOnce()).claimed).toBe(0)
    clock += 1
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 1 })
    expect(await worker.runOnce()).toMatchObject({ claimed: 0 })
    expect(calls).toBe(3)
    expect(store.rows.get('a')).toMatchObject({ status: 'sent', attempts: 3 })
    expect(events.map((e) => e.type)).toEqual(['retry', 'retry', 'sent'])
  })

  it('marks a permanent failure failed at once, and any failure failed at the attempt limit', async () => {
    const store = memoryStore(['refused', 'flaky'])
    const worker = createOutboxWorker({
      store,
      maxAttempts: 2,
      backoff: { baseMs: 1, maxMs: 1 },
      onEvent: () => {},
      async send(row) {
        if (row.id === 'refused') throw new PermanentDeliveryError('550 no such user')
        throw new Error('connection reset')
      },
    })
    await worker.runOnce()
    await new Promise((r) => setTimeout(r, 5))
    await worker.runOnce()
    expect(store.rows.get('refused')).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'PermanentDeliveryError: 550 no such user',
    })
    expect(store.rows.get('flaky')).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'Error: connection reset',
    })
  })

  it('gives up without sending a row whose earlier attempts never finished', async () => {
    const store = memoryStore(['crashy'], 3)
    let sent = 0
    const worker = createOutboxWorker({ store, maxAttempts: 3, onEvent: () => {}, send: async () => void sent++ })
    await worker.runOnce()
    expect(sent).toBe(0)
    expect(store.rows.get('crashy')?.lastError).toMatch(/attempt 3 did not finish/)
  })

  it('closes a row the sender no longer wants as cancelled, unsent, and never claims it again', async () => {
    const store = memoryStore(['wanted', 'unwanted'])
    const sent: string[] = []
    const worker = createOutboxWorker({
      store,
      onEvent: () => {},
      async send(row) {
        if (row.id === 'unwanted') return { cancelled: 'unsubscribed' }
        sent.push(row.id)
      },
    })
    expect(await worker.runOnce()).toMatchObject({ claimed: 2, sent: 1, cancelled: 1 })
    expect(await worker.runOnce()).toMatchObject({ claimed: 0 })
    expect(sent).toEqual(['wanted'])
    expect(store.rows.get('unwanted')).toMatchObject({ status: 'cancelled', lastError: 'unsubscribed' })
  })

  it('reports a lost lease instead of counting a send it could not record', async () => {
    const store = memoryStore(['a'])
    const events: string[] = []
    const worker = createOutboxWorker({
      store,
      workerId: 'slow',
      onEvent: (e) => events.push(e.type),
      async send(row) {
        // Another worker takes the row meanwhile (this one's lease ran out).
        store.rows.get(row.id)!.owner = 'other'
      },
    })
    expect(await worker.runOnce()).toMatchObject({ sent: 0, leaseLost: 1 })
    expect(events).toEqual(['lease-lost'])
  })

  it('ends a send that outlives its time limit, before the lease runs out', async () => {
    const store = memoryStore(['hung'])
    const worker = createOutboxWorker({
      store,
      leaseMs: 1_000,
      sendTimeoutMs: 50,
      backoff: { baseMs: 60_000 },
      onEvent: () => {},
      send: (_row, signal) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    })
    const started = Date.now()
    expect(await worker.runOnce()).toMatchObject({ retried: 1 })
    expect(Date.now() - started).toBeLessThan(900)
    expect(store.rows.get('hung')?.lastError).toMatch(/TimeoutError/)
  })
})
