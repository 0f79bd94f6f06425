import { countDeliveriesByStatus, createDatabase, listLeadDeliveries, type Database } from '@dealer/db'
import { describeEachDatabase } from '@dealer/db/testing'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { once, useDeliveryEnvironment } from '../test-support/delivery-env'
import { connectionUrlOf, newTenant, submitEnquiries, waitFor } from '../test-support/leads'
import { createDeliveryWorker, type DeliveryEvent } from './worker'

describeEachDatabase('delivery workers racing', (ctx) => {
  const env = useDeliveryEnvironment()
  // A second connection (a second pool on PostgreSQL, a second handle on the SQLite file), as a
  // second server process would have.
  let other: Database
  beforeAll(async () => {
    other = createDatabase({ url: await connectionUrlOf(ctx().database) })
  })
  afterAll(async () => {
    await other?.destroy()
  })

  it('two workers on two connections deliver each lead exactly once', async () => {
    const { database, db } = ctx()
    const slug = newTenant()
    env.addTenant(slug)
    const ids = (
      await submitEnquiries(db, { slug, deliveryChannels: env.settings.get(slug)!.deliveryChannels }, 80, 20)
    ).map((l) => l.leadId)
    const sentBy = new Map<string, number>()
    const perWorker = { a: 0, b: 0 }
    const onEvent = (worker: 'a' | 'b') => (e: DeliveryEvent) => {
      if (e.type === 'sent') {
        sentBy.set(e.delivery.id, (sentBy.get(e.delivery.id) ?? 0) + 1)
        perWorker[worker]++
      }
      if (e.type === 'lease-lost' || e.type === 'error') throw new Error(`unexpected ${e.type}`)
    }
    const options = { channels: env.channels(), batchSize: 5, pollIntervalMs: 5 }
    const a = createDeliveryWorker({ database, workerId: 'a', ...options, onEvent: onEvent('a') })
    const b = createDeliveryWorker({ database: other, workerId: 'b', ...options, onEvent: onEvent('b') })
    a.start()
    b.start()
    try {
      await waitFor(
        async () => (await countDeliveriesByStatus(db, { tenant: slug })).sent === 160,
        30_000,
        'all 160 deliveries',
      )
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
    expect(env.emailsFor(ids)).toEqual(once(ids))
    expect(env.webhooksFor(ids)).toEqual(once(ids))
    expect([...sentBy.values()].every((n) => n === 1)).toBe(true)
    expect(sentBy.size).toBe(160)
    // Both really took part.
    expect(perWorker.a).toBeGreaterThan(0)
    expect(perWorker.b).toBeGreaterThan(0)
  })

  it('a webhook that is down for a while gets every lead, once, when it is back', async () => {
    const { database, db } = ctx()
    const slug = newTenant()
    env.addTenant(slug)
    let down = true
    let refused = 0
    env.respond = () => {
      if (!down) return 200
      refused++
      return 503
    }
    try {
      const ids = (
        await submitEnquiries(db, { slug, deliveryChannels: env.settings.get(slug)!.deliveryChannels }, 20)
      ).map((l) => l.leadId)
      const worker = createDeliveryWorker({
        database,
        channels: env.channels(),
        backoff: { baseMs: 20, maxMs: 200 },
        maxAttempts: 1_000,
        pollIntervalMs: 5,
        onEvent: () => {},
      })
      worker.start()
      try {
        // Down long enough for every lead to be refused several times.
        await waitFor(() => refused >= 60, 10_000, 'the webhook to refuse leads')
        expect((await countDeliveriesByStatus(db, { tenant: slug })).sent).toBe(20) // the emails went out meanwhile
        down = false
        await waitFor(
          async () => (await countDeliveriesByStatus(db, { tenant: slug })).sent === 40,
          10_000,
          'the webhook backlog',
        )
      } finally {
        await worker.stop()
      }
      expect(env.webhooksFor(ids)).toEqual(once(ids))
      expect(env.emailsFor(ids)).toEqual(once(ids))
      const webhookRow = (await listLeadDeliveries(db, slug, ids[0]!)).find((d) => d.channel === 'webhook')!
      expect(webhookRow.attempts).toBeGreaterThan(1)
    } finally {
      env.respond = () => 200
    }
  })
})
