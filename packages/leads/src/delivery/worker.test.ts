import {
  claimDueDeliveries,
  countDeliveriesByStatus,
  listFailedDeliveries,
  listLeadDeliveries,
  requeueFailedDeliveries,
} from '@dealer/db'
import { describeEachDatabase } from '@dealer/db/testing'
import { XMLValidator } from 'fast-xml-parser'
import { expect, it } from 'vitest'
import { drain, once, useDeliveryEnvironment } from '../test-support/delivery-env'
import { newTenant, submitEnquiries, waitFor } from '../test-support/leads'
import { createDeliveryWorker, type DeliveryEvent } from './worker'

const FAST = { backoff: { baseMs: 10, maxMs: 100 }, pollIntervalMs: 10, onEvent: () => {} }

describeEachDatabase('delivery worker', (ctx) => {
  const env = useDeliveryEnvironment()

  it('delivers every lead exactly once by email (ADF) and by signed webhook', async () => {
    const { database, db } = ctx()
    const slug = newTenant()
    env.addTenant(slug)
    const leads = await submitEnquiries(db, { slug, deliveryChannels: env.settings.get(slug)!.deliveryChannels }, 25)
    const ids = leads.map((l) => l.leadId)
    const worker = createDeliveryWorker({ database, channels: env.channels(), ...FAST })
    await drain(database, slug, [worker])

    expect(env.emailsFor(ids)).toEqual(once(ids))
    expect(env.webhooksFor(ids)).toEqual(once(ids))
    expect(await countDeliveriesByStatus(db, { tenant: slug })).toEqual({ pending: 0, sending: 0, sent: 50, failed: 0 })

    const email = env.sink.messages.find((m) => m.leadId === ids[0])!
    expect(email.to).toEqual(['leads@test-motors.test'])
    expect(email.messageId).toBe(`<lead-${ids[0]}.email@platform.test>`)
    expect(XMLValidator.validate(email.body)).toBe(true)
    expect(email.body).toContain(`<id sequence="1" source="Dealer Website Platform">${ids[0]}</id>`)
    expect(email.body).toContain('Enquiry number 0 &lt;with&gt; &amp; "markup"')

    const hook = env.receiver.requests.find((r) => r.leadId === ids[0])!
    expect(hook.signatureValid).toBe(true)
    expect(JSON.parse(hook.body)).toMatchObject({
      event: 'lead.created',
      lead_id: ids[0],
      tenant: slug,
      source: 'Website',
      fields: { name: 'Shopper 0' },
    })
  })

  it('sends again, once, what a crashed worker had claimed, after its lease expires', async () => {
    const { database, db } = ctx()
    const slug = newTenant()
    env.addTenant(slug)
    const ids = (
      await submitEnquiries(db, { slug, deliveryChannels: env.settings.get(slug)!.deliveryChannels }, 5)
    ).map((l) => l.leadId)
    // A worker takes the lease and dies before sending anything.
    const leaseMs = 60_000
    const crashed = await claimDueDeliveries(database, {
      workerId: 'crashed',
      now: new Date(),
      leaseMs,
      limit: 1_000,
      channels: ['email', 'webhook'],
    })
    expect(crashed.filter((d) => d.tenant === slug)).toHaveLength(10)

    const healthy = createDeliveryWorker({ database, channels: env.channels(), leaseMs, ...FAST })
    expect((await healthy.runOnce()).claimed).toBe(0) // the lease still holds
    // Once the lease has run out, another worker picks the rows up.
    const later = createDeliveryWorker({
      database,
      channels: env.channels(),
      leaseMs,
      now: () => new Date(Date.now() + leaseMs + 1_000),
      ...FAST,
    })
    await drain(database, slug, [later])
    expect(env.emailsFor(ids)).toEqual(once(ids))
    expect(env.webhooksFor(ids)).toEqual(once(ids))
    const rows = await listLeadDeliveries(db, slug, ids[0]!)
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ])
  })

  it('keeps a lead that keeps failing as failed, lists it, and delivers it once requeued', async () => {
    const { database, db } = ctx()
    const slug = newTenant()
    // Nothing listens on port 1; the mailbox is refused with a permanent 550.
    env.addTenant(slug, {
      email: { to: ['nobody@refused.test'] },
      webhook: { url: 'http://127.0.0.1:1/leads', secret: 'x' },
    })
    env.rejectRecipient = (address) => (address === 'nobody@refused.test' ? 550 : null)
    const ids = (
      await submitEnquiries(db, { slug, deliveryChannels: env.settings.get(slug)!.deliveryChannels }, 3)
    ).map((l) => l.leadId)
    const events: DeliveryEvent[] = []
    const worker = createDeliveryWorker({
      database,
      channels: env.channels(),
      ...FAST,
      maxAttempts: 3,
      onEvent: (e) => events.push(e),
    })
    await drain(database, slug, [worker])

    const failed = await listFailedDeliveries(db, { tenant: slug })
    expect(failed).toHaveLength(6)
    for (const f of failed.filter((d) => d.channel === 'email')) {
      expect(f).toMatchObject({ status: 'failed', attempts: 1, formType: 'enquiry' }) // 5xx: no retry
      expect(f.lastError).toMatch(/PermanentDeliveryError: SMTP: .*550/)
    }
    for (const f of failed.filter((d) => d.channel === 'webhook')) {
      expect(f).toMatchObject({ status: 'failed', attempts: 3 }) // refused connection: retried, then given up
      expect(f.lastError).toMatch(/TransientDeliveryError: webhook/)
    }
    expect(events.filter((e) => e.type === 'retry')).toHaveLength(6)
    expect(events.filter((e) => e.type === 'failed')).toHaveLength(6)

    // The dealer fixes the addresses; the kept leads go out, once each.
    env.addTenant(slug)
    expect(await requeueFailedDeliveries(db, { tenant: slug })).toBe(6)
    await drain(database, slug, [worker])
    expect(env.emailsFor(ids)).toEqual(once(ids))
    expect(env.webhooksFor(ids)).toEqual(once(ids))
    expect(await listFailedDeliveries(db, { tenant: slug })).toEqual([])
  })

  it('polls in the background, is woken by a new lead, and stops cleanly', async () => {
    const { database, db } = ctx()
    const slug = newTenant()
    env.addTenant(slug)
    const worker = createDeliveryWorker({ database, channels: env.channels(), ...FAST, pollIntervalMs: 60_000 })
    worker.start()
    try {
      await new Promise((r) => setTimeout(r, 50)) // the worker is now asleep for a minute
      const submitted = Date.now()
      const [lead] = await submitEnquiries(db, { slug, deliveryChannels: env.settings.get(slug)!.deliveryChannels }, 1)
      worker.wake()
      await waitFor(
        async () => (await countDeliveriesByStatus(db, { tenant: slug })).sent === 2,
        5_000,
        'the woken worker',
      )
      expect(Date.now() - submitted).toBeLessThan(2_000)
      expect(env.emailsFor([lead!.leadId]).get(lead!.leadId)).toBe(1)
    } finally {
      await worker.stop()
    }
  })
})
