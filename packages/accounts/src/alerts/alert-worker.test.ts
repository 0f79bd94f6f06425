import { randomUUID } from 'node:crypto'
import { claimDueAlerts, countAlertsByStatus, listShopperAlerts, recordSearchMatches, saveSearch } from '@dealer/db'
import { describeEachDatabase } from '@dealer/db/testing'
import { startSmtpSink, type SmtpSink } from '@dealer/outbox/testing'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createSavedSearches } from '../saved-searches'
import { createAlertWorker, type AlertWorker } from './alert-worker'
import { createUnsubscribeTokens } from './unsubscribe-token'

const FROM = '"Car alerts" <alerts@platform.test>'
const FAST = { backoff: { baseMs: 10, maxMs: 50 }, pollIntervalMs: 10, onEvent: () => {} }
const tokens = createUnsubscribeTokens('test-secret-0123456789')

describeEachDatabase('alert worker', (ctx) => {
  let sink: SmtpSink
  let refuse: (address: string) => number | null = () => null
  const workers: AlertWorker[] = []
  beforeAll(async () => {
    sink = await startSmtpSink({ rejectRecipient: (a) => refuse(a) })
  })
  afterAll(async () => {
    for (const w of workers) w.close()
    await sink.close()
  })
  const worker = (options: Partial<Parameters<typeof createAlertWorker>[0]> = {}) => {
    const w = createAlertWorker({ database: ctx().database, transport: sink.url, from: FROM, ...FAST, ...options })
    workers.push(w)
    return w
  }

  /** A tenant with one saved search per address and one new-cars alert for each, waiting to be sent. */
  async function pendingAlerts(...emails: string[]) {
    const { database } = ctx()
    const tenant = `t-${randomUUID()}`
    const now = new Date()
    for (const email of emails) {
      const saved = await saveSearch(
        database,
        { id: randomUUID(), tenant, phone: '0412345678', name: 'Kia', searchUrl: `/search/kia?${email}`, email, now },
        10,
      )
      const savedSearchId = (saved as { id: string }).id
      const record = (carIds: string[]) =>
        recordSearchMatches(database, {
          tenant,
          savedSearchId,
          carIds,
          now,
          compose: (ids, s) => ({
            id: randomUUID(),
            kind: 'new-cars',
            email: s.email,
            subject: `New: ${ids.join(', ')}`,
            body: `Cars ${ids.join(', ')}`,
            unsubscribeUrl: `https://dealer.test/alerts/unsubscribe?token=${tokens.sign(tenant, s.email)}`,
          }),
        })
      await record([])
      await record([`car-for-${email}`])
    }
    return { tenant, alerts: await listShopperAlerts(database.db, tenant) }
  }

  async function drain(tenant: string, w: AlertWorker) {
    for (let i = 0; i < 200; i++) {
      await w.runOnce()
      const counts = await countAlertsByStatus(ctx().db, { tenant })
      if (counts.pending === 0 && counts.sending === 0) return counts
      await new Promise((r) => setTimeout(r, 10))
    }
    throw new Error('alerts still waiting')
  }
  const received = (alertId: string) => sink.messages.filter((m) => m.headers.get('x-alert-id') === alertId)

  it('sends each alert once, as the stored text, with an unsubscribe header, and nothing on the next run', async () => {
    const { tenant, alerts } = await pendingAlerts('a@example.com', 'b@example.com', 'c@example.com')
    const w = worker()
    expect(await drain(tenant, w)).toMatchObject({ sent: 3, failed: 0 })
    for (const a of alerts) {
      const [message, ...repeats] = received(a.id)
      expect(repeats).toEqual([])
      expect(message).toMatchObject({ to: [a.email], subject: a.subject, body: `${a.body}\n` })
      expect(message!.messageId).toBe(`<alert-${a.id}@platform.test>`)
      expect(message!.headers.get('list-unsubscribe')).toMatch(/^<https:\/\/dealer.test\/alerts\/unsubscribe\?token=/)
    }
    expect(await w.runOnce()).toMatchObject({ claimed: 0 })
  })

  it('retries when the mail server refuses for now, then sends once', async () => {
    const { tenant, alerts } = await pendingAlerts('busy@example.com')
    let refusals = 0
    refuse = (address) => (address === 'busy@example.com' && refusals++ < 2 ? 451 : null)
    try {
      const events: string[] = []
      await drain(tenant, worker({ onEvent: (e) => events.push(e.type) }))
      expect(events).toEqual(['retry', 'retry', 'sent'])
      expect(received(alerts[0]!.id)).toHaveLength(1)
      expect(await listShopperAlerts(ctx().db, tenant)).toMatchObject([{ status: 'sent', attempts: 3 }])
    } finally {
      refuse = () => null
    }
  })

  it('keeps an alert the mail server refuses for good as failed, without retrying', async () => {
    const { tenant, alerts } = await pendingAlerts('gone@example.com')
    refuse = (address) => (address === 'gone@example.com' ? 550 : null)
    try {
      expect(await drain(tenant, worker())).toMatchObject({ failed: 1, sent: 0 })
      expect(received(alerts[0]!.id)).toEqual([])
      const [row] = await listShopperAlerts(ctx().db, tenant)
      expect(row).toMatchObject({ status: 'failed', attempts: 1 })
      expect(row!.lastError).toMatch(/PermanentDeliveryError: SMTP: .*550/)
    } finally {
      refuse = () => null
    }
  })

  it('does not send an alert whose address unsubscribed after it was stored', async () => {
    const { database } = ctx()
    const { tenant, alerts } = await pendingAlerts('stop@example.com', 'keep@example.com')
    const service = createSavedSearches({ database, tokens })
    expect((await service.unsubscribe(tenant, tokens.sign(tenant, 'stop@example.com'), new Date())).ok).toBe(true)
    expect(await drain(tenant, worker())).toMatchObject({ sent: 1, cancelled: 1 })
    const stop = alerts.find((a) => a.email === 'stop@example.com')!
    expect(received(stop.id)).toEqual([])
    expect(received(alerts.find((a) => a.email === 'keep@example.com')!.id)).toHaveLength(1)
  })

  it('sends what a crashed worker had claimed, once, after its lease expires', async () => {
    const { database } = ctx()
    const { tenant, alerts } = await pendingAlerts('late@example.com')
    const leaseMs = 60_000
    const held = await claimDueAlerts(database, { workerId: 'crashed', now: new Date(), leaseMs, limit: 1_000 })
    expect(held.map((a) => a.id)).toContain(alerts[0]!.id)
    expect((await worker({ leaseMs }).runOnce()).claimed).toBe(0)
    const later = worker({ leaseMs, now: () => new Date(Date.now() + leaseMs + 1_000) })
    await drain(tenant, later)
    expect(received(alerts[0]!.id)).toHaveLength(1)
    expect(await listShopperAlerts(database.db, tenant)).toMatchObject([{ status: 'sent', attempts: 2 }])
  })
})
