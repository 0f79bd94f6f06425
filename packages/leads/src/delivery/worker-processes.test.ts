import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { countDeliveriesByStatus, listLeads, listLeadDeliveries } from '@dealer/db'
import { describeEachDatabase } from '@dealer/db/testing'
import { expect, it } from 'vitest'
import { useDeliveryEnvironment } from '../test-support/delivery-env'
import { connectionUrlOf, newTenant, submitEnquiries, waitFor } from '../test-support/leads'

const CHILD = fileURLToPath(new URL('../test-support/worker-child.ts', import.meta.url))
const LEADS = 120
const LEASE_MS = 1_500

describeEachDatabase('delivery worker processes', (ctx) => {
  const env = useDeliveryEnvironment()

  it('three worker processes, one SIGKILLed mid-run, deliver every lead; only leads that needed a second attempt can repeat', async () => {
    const { database, db } = ctx()
    const slug = newTenant()
    const settings = env.addTenant(slug)
    const ids = (await submitEnquiries(db, { slug, deliveryChannels: settings.deliveryChannels }, LEADS, 20)).map(
      (l) => l.leadId,
    )
    // A slow receiver, so that a killed worker is caught with sends in flight.
    env.respond = () => new Promise((r) => setTimeout(() => r(200), 15))
    const url = await connectionUrlOf(database)
    const children = [0, 1, 2].map((i) => startChild(`proc-${i}`, url, env.sink.url, { [slug]: settings }))
    try {
      await Promise.all(children.map((c) => c.ready))
      await waitFor(() => env.webhooksFor(ids).size >= LEADS / 3, 30_000, 'a third of the webhooks')
      // Kill it while it holds a webhook lease, i.e. with a send in flight. From here the receiver
      // answers slowly (800 ms, inside the 1.5 s lease), and only a lease taken after this point
      // counts: its sends are surely still in flight when the kill lands. (A row seen 'sending'
      // with the 15 ms receiver could be done before the kill, and then nothing is retried.)
      env.respond = () => new Promise((r) => setTimeout(() => r(200), 800))
      const slowFrom = new Date(Date.now() + LEASE_MS).toISOString()
      await waitFor(
        async () => {
          const held = await db
            .selectFrom('lead_deliveries')
            .select('id')
            .where('lease_owner', '=', 'proc-0')
            .where('status', '=', 'sending')
            .where('channel', '=', 'webhook')
            .where('lease_expires_at', '>=', slowFrom)
            .executeTakeFirst()
          if (held) children[0]!.process.kill('SIGKILL')
          return held !== undefined
        },
        30_000,
        'proc-0 to hold a lease',
      )
      env.respond = () => new Promise((r) => setTimeout(() => r(200), 15))
      await waitFor(
        async () => (await countDeliveriesByStatus(db, { tenant: slug })).sent === LEADS * 2,
        60_000,
        'every delivery',
      )
    } finally {
      env.respond = () => 200
      for (const c of children) if (c.process.exitCode === null) c.process.kill('SIGTERM')
      await Promise.all(children.map((c) => c.exited))
    }

    // Every lead reached both receivers...
    const emails = env.emailsFor(ids)
    const hooks = env.webhooksFor(ids)
    expect(emails.size).toBe(LEADS)
    expect(hooks.size).toBe(LEADS)
    // ...and a lead arrived twice only if its delivery took more than one attempt: the killed
    // worker held it and another took over when the lease expired, or a send was aborted after
    // the server had accepted it. Receivers drop the repeat by the lead id it carries.
    const retried = new Set<string>()
    for (const lead of await listLeads(db, slug, { limit: LEADS })) {
      for (const d of await listLeadDeliveries(db, slug, lead.id))
        if (d.attempts > 1) retried.add(`${d.leadId}/${d.channel}`)
    }
    for (const [id, n] of emails) if (n > 1) expect(retried.has(`${id}/email`), `email of ${id}`).toBe(true)
    for (const [id, n] of hooks) if (n > 1) expect(retried.has(`${id}/webhook`), `webhook of ${id}`).toBe(true)
    const repeats = [...emails.values(), ...hooks.values()].reduce((sum, n) => sum + n - 1, 0)
    console.info(
      `[${ctx().dialect}] one worker killed: ${retried.size} deliveries took more than one attempt, ${repeats} arrived twice`,
    )
    expect(retried.size).toBeGreaterThan(0) // the kill caught sends in flight
    expect(children[1]!.sent.size + children[2]!.sent.size).toBeGreaterThan(0)
    // The survivors' work never overlapped: each row was marked sent by one of them at most once.
    const survivorRows = [...children[1]!.sent, ...children[2]!.sent]
    expect(new Set(survivorRows).size).toBe(survivorRows.length)
  }, 90_000)
})

function startChild(workerId: string, dbUrl: string, smtpUrl: string, settings: object) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: {
      ...process.env,
      LEADS_DB_URL: dbUrl,
      LEADS_SMTP_URL: smtpUrl,
      LEADS_WORKER_ID: workerId,
      LEADS_LEASE_MS: String(LEASE_MS),
      LEADS_SETTINGS: JSON.stringify(settings),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const sent = new Set<string>()
  let resolveReady: () => void
  const ready = new Promise<void>((r) => (resolveReady = r))
  let buffer = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString()
    let nl: number
    while ((nl = buffer.indexOf('\n')) !== -1) {
      const line = buffer.slice(0, nl)
      buffer = buffer.slice(nl + 1)
      if (line === 'ready') resolveReady()
      else if (line.startsWith('sent ')) sent.add(line.slice(5))
    }
  })
  let stderr = ''
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`[${workerId}] exited ${code}: ${stderr}`)
  })
  return { process: child, ready, exited, sent }
}
