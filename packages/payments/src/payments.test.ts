import { randomUUID } from 'node:crypto'
import { findCarById, listPayments, listStockVersions, upsertCars } from '@dealer/db'
import { describeEachDatabase, makeCar } from '@dealer/db/testing'
import { expect, it } from 'vitest'
import { createDemoProvider } from './demo-provider'
import { createPayments, type PaymentRequest } from './payments'
import { PaymentProviderError, type ChargeRequest, type ChargeResult, type PaymentProvider } from './provider'

const newTenant = () => `t-${randomUUID()}`
const NOW = new Date('2026-11-20T02:00:00.000Z')

/** The demo provider, counting the charges it is asked for, with an optional gate or failure. */
function countingProvider(behaviour: { fail?: () => boolean; hold?: Promise<void>; decline?: boolean } = {}) {
  const demo = createDemoProvider()
  const calls: ChargeRequest[] = []
  const provider: PaymentProvider = {
    name: 'counting',
    demo: true,
    async charge(request): Promise<ChargeResult> {
      calls.push(request)
      await behaviour.hold
      if (behaviour.fail?.()) throw new PaymentProviderError('provider down')
      const result = await demo.charge(request)
      return behaviour.decline ? { ...result, status: 'declined', declineReason: 'Insufficient funds' } : result
    },
  }
  return { provider, calls }
}

function deposit(tenant: string, over: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    tenant,
    idempotencyKey: randomUUID(),
    phone: '0412345678',
    kind: 'deposit',
    carId: 'car-1',
    amountCents: 20_000,
    description: 'Deposit on 2022 Toyota Corolla',
    customer: { name: 'Ann Citizen', email: 'ann@example.com' },
    now: NOW,
    ...over,
  }
}

describeEachDatabase('payments', (ctx) => {
  it('stores a deposit, reserves the car and runs the success writes in one commit', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    await upsertCars(db, t, [makeCar({ id: 'car-1' })])
    const payments = createPayments({ database, provider: createDemoProvider() })
    const result = await payments.pay(deposit(t), {
      async onSucceeded(trx, payment) {
        // Inside the transaction the car is already reserved and the payment settled.
        expect((await findCarById(trx, t, 'car-1'))?.reserved).toBe(true)
        expect(payment.status).toBe('succeeded')
        return 'lead-1'
      },
    })
    expect(result).toMatchObject({
      outcome: 'succeeded',
      repeat: false,
      payment: { status: 'succeeded', provider: 'demo', amount_cents: 20_000, lead_id: 'lead-1', car_id: 'car-1' },
    })
    expect(result.outcome === 'succeeded' && result.payment.provider_ref).toMatch(/^demo_[0-9a-f]{24}$/)
    expect((await findCarById(db, t, 'car-1'))?.reserved).toBe(true)
    // The dealer's stock version moved in the same commit: every server process refreshes (ADR 024).
    expect((await listStockVersions(db)).get(t)).toBe(1)
  })

  it('pays once for a double submit: one charge, one row, one success write, the same payment twice', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    await upsertCars(db, t, [makeCar({ id: 'car-1' })])
    const { provider, calls } = countingProvider()
    const payments = createPayments({ database, provider, pollMs: 5 })
    let writes = 0
    const hooks = { onSucceeded: async () => `lead-${++writes}` }
    const request = deposit(t)
    const results = await Promise.all([1, 2, 3, 4].map(() => payments.pay(request, hooks)))
    expect(calls).toHaveLength(1)
    expect(writes).toBe(1)
    expect(results.map((r) => r.outcome)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded'])
    const ids = new Set(results.map((r) => (r.outcome === 'succeeded' ? r.payment.id : null)))
    expect(ids.size).toBe(1)
    expect(results.filter((r) => r.outcome === 'succeeded' && !r.repeat)).toHaveLength(1)
    expect(await listPayments(db, t)).toHaveLength(1)
    expect((await listStockVersions(db)).get(t)).toBe(1)
    // A later repeat (the back button, a reload) answers from the row without asking again.
    expect(await payments.pay(request, hooks)).toMatchObject({ outcome: 'succeeded', repeat: true })
    expect(calls).toHaveLength(1)
  })

  it('lets only one of two shoppers pay a deposit on one car', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    await upsertCars(db, t, [makeCar({ id: 'car-1' })])
    const { provider, calls } = countingProvider()
    const payments = createPayments({ database, provider })
    const results = await Promise.all([
      payments.pay(deposit(t, { phone: '0411111111' })),
      payments.pay(deposit(t, { phone: '0422222222' })),
    ])
    expect(results.map((r) => r.outcome).sort()).toEqual(['car-unavailable', 'succeeded'])
    expect(calls).toHaveLength(1)
    // And nobody after it: the car is reserved now.
    expect((await payments.pay(deposit(t))).outcome).toBe('car-unavailable')
    expect(await listPayments(db, t)).toHaveLength(1)
  })

  it('takes no deposit on a reserved or sold car, and stores nothing', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    await upsertCars(db, t, [
      makeCar({ id: 'held', reserved: true }),
      makeCar({ id: 'sold', status: 'sold', sold_date: NOW.toISOString() }),
    ])
    const { provider, calls } = countingProvider()
    const payments = createPayments({ database, provider })
    expect((await payments.pay(deposit(t, { carId: 'held' }))).outcome).toBe('car-unavailable')
    expect((await payments.pay(deposit(t, { carId: 'sold' }))).outcome).toBe('car-unavailable')
    expect(calls).toHaveLength(0)
    expect(await listPayments(db, t)).toHaveLength(0)
  })

  it('records a decline without reserving the car or running the success writes', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    await upsertCars(db, t, [makeCar({ id: 'car-1' })])
    const payments = createPayments({ database, provider: countingProvider({ decline: true }).provider })
    let writes = 0
    const request = deposit(t)
    const result = await payments.pay(request, { onSucceeded: async () => void writes++ })
    expect(result).toMatchObject({
      outcome: 'declined',
      payment: { status: 'declined', decline_reason: 'Insufficient funds' },
    })
    expect(writes).toBe(0)
    expect((await findCarById(db, t, 'car-1'))?.reserved).toBe(false)
    expect(await payments.pay(request)).toMatchObject({ outcome: 'declined', repeat: true })
    // A new attempt (a new key) on the same car is allowed: the declined one holds nothing.
    const ok = createPayments({ database, provider: createDemoProvider() })
    expect((await ok.pay(deposit(t))).outcome).toBe('succeeded')
  })

  it('keeps a payment pending when the provider fails, and a retry with the key finishes it', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    let down = true
    const { provider, calls } = countingProvider({ fail: () => down })
    const payments = createPayments({ database, provider })
    const request = deposit(t, { kind: 'payment', carId: null, reference: 'INV-100' })
    const first = await payments.pay(request)
    expect(first).toMatchObject({ outcome: 'pending', payment: { status: 'pending' } })
    down = false
    // The lease was given back, so the retry asks at once rather than waiting it out.
    const second = await payments.pay(request)
    expect(second).toMatchObject({ outcome: 'succeeded', payment: { reference: 'INV-100' } })
    expect(calls.map((c) => c.idempotencyKey)).toEqual([request.idempotencyKey, request.idempotencyKey])
    expect(await listPayments(db, t)).toHaveLength(1)
  })

  it('asks again after a request died holding the lease, once the lease has run out', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    await upsertCars(db, t, [makeCar({ id: 'car-1' })])
    let wall = new Date('2026-01-01T00:00:00.000Z')
    const clock = () => wall
    // The first request never gets an answer (the process died while it waited).
    const dead = createPayments({
      database,
      provider: countingProvider({ hold: new Promise(() => {}) }).provider,
      clock,
    })
    const request = deposit(t)
    void dead.pay(request)
    await new Promise((resolve) => setTimeout(resolve, 50))

    const { provider, calls } = countingProvider()
    const retry = createPayments({ database, provider, clock, waitMs: 40, pollMs: 5 })
    // Within the lease the retry waits, then says it is still pending, without asking.
    expect((await retry.pay(request)).outcome).toBe('pending')
    expect(calls).toHaveLength(0)
    wall = new Date(wall.getTime() + 31_000)
    expect(await retry.pay(request)).toMatchObject({ outcome: 'succeeded', repeat: false })
    expect(calls).toHaveLength(1)
    expect((await findCarById(db, t, 'car-1'))?.reserved).toBe(true)
  })

  it('rolls the success back when its writes fail, and a retry commits it', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    await upsertCars(db, t, [makeCar({ id: 'car-1' })])
    const payments = createPayments({ database, provider: createDemoProvider() })
    const request = deposit(t)
    await expect(
      payments.pay(request, {
        onSucceeded: async () => {
          throw new Error('database went away')
        },
      }),
    ).rejects.toThrow('database went away')
    expect((await listPayments(db, t))[0]?.status).toBe('pending')
    expect((await findCarById(db, t, 'car-1'))?.reserved).toBe(false)
    expect(await payments.pay(request, { onSucceeded: async () => 'lead-9' })).toMatchObject({
      outcome: 'succeeded',
      payment: { lead_id: 'lead-9' },
    })
    expect((await findCarById(db, t, 'car-1'))?.reserved).toBe(true)
  })

  it('refuses amounts that are not whole positive cents before storing anything', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    const payments = createPayments({ database, provider: createDemoProvider() })
    for (const amountCents of [0, -100, 12.5, Number.NaN, 1e12])
      await expect(payments.pay(deposit(t, { kind: 'payment', carId: null, amountCents }))).rejects.toThrow(RangeError)
    expect(await listPayments(db, t)).toHaveLength(0)
  })
})
