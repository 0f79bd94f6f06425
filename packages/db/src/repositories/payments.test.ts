import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '../testing/test-databases'
import { makeCar } from '../testing/fixtures'
import { findCarById, upsertCars } from './cars'
import {
  findPayment,
  listPayments,
  markCarReserved,
  openPayment,
  releasePaymentLease,
  settlePayment,
  takePaymentLease,
  type NewPayment,
} from './payments'

const newTenant = () => `t-${randomUUID()}`
const T0 = '2026-01-01T00:00:00.000Z'
const T1 = '2026-01-01T00:00:30.000Z'
const T2 = '2026-01-01T00:01:00.000Z'

function deposit(over: Partial<NewPayment> = {}): NewPayment {
  return {
    id: randomUUID(),
    idempotencyKey: randomUUID(),
    phone: '0412345678',
    carId: 'car-1',
    kind: 'deposit',
    amountCents: 20_000,
    currency: 'AUD',
    description: 'Deposit',
    reference: null,
    customerName: 'Ann',
    customerEmail: 'ann@example.com',
    provider: 'demo',
    createdAt: T0,
    leaseExpiresAt: T1,
    ...over,
  }
}

describeEachDatabase('payments repository', (ctx) => {
  it('stores a pending payment once per idempotency key, within its tenant', async () => {
    const { db } = ctx()
    const a = newTenant()
    const b = newTenant()
    const p = deposit({ kind: 'payment', carId: null, reference: 'INV-1' })
    const first = await openPayment(db, a, p)
    expect(first.outcome).toBe('created')
    const again = await openPayment(db, a, { ...p, id: randomUUID() })
    expect(again).toMatchObject({ outcome: 'existing', payment: { id: p.id, status: 'pending' } })
    // The same key on another dealer is another payment.
    expect((await openPayment(db, b, { ...p, id: randomUUID() })).outcome).toBe('created')
    expect(await listPayments(db, a)).toHaveLength(1)
    expect(await findPayment(db, b, p.id)).toBeUndefined()
  })

  it('refuses a deposit on a car that is reserved, not in stock, missing, or already being paid for', async () => {
    const { db } = ctx()
    const t = newTenant()
    await upsertCars(db, t, [
      makeCar({ id: 'free' }),
      makeCar({ id: 'held', reserved: true }),
      makeCar({ id: 'gone', status: 'sold', sold_date: T0 }),
    ])
    expect((await openPayment(db, t, deposit({ carId: 'held' }))).outcome).toBe('car-unavailable')
    expect((await openPayment(db, t, deposit({ carId: 'gone' }))).outcome).toBe('car-unavailable')
    expect((await openPayment(db, t, deposit({ carId: 'nowhere' }))).outcome).toBe('car-unavailable')
    expect((await openPayment(db, t, deposit({ carId: 'free' }))).outcome).toBe('created')
    // Another shopper while the first deposit is pending; the no-op claim left the car unreserved.
    expect((await openPayment(db, t, deposit({ carId: 'free' }))).outcome).toBe('car-unavailable')
    expect((await findCarById(db, t, 'free'))?.reserved).toBe(false)
    expect(await listPayments(db, t, { carId: 'free' })).toHaveLength(1)
  })

  it('lets only one of many concurrent deposits on one car through', async () => {
    const { db } = ctx()
    const t = newTenant()
    await upsertCars(db, t, [makeCar({ id: 'car-1' })])
    const results = await Promise.all(Array.from({ length: 8 }, () => openPayment(db, t, deposit())))
    expect(results.filter((r) => r.outcome === 'created')).toHaveLength(1)
    expect(results.filter((r) => r.outcome === 'car-unavailable')).toHaveLength(7)
  })

  it('answers concurrent opens of one key with one row', async () => {
    const { db } = ctx()
    const t = newTenant()
    await upsertCars(db, t, [makeCar({ id: 'car-1' })])
    const p = deposit()
    const results = await Promise.all(Array.from({ length: 6 }, () => openPayment(db, t, { ...p, id: randomUUID() })))
    expect(results.filter((r) => r.outcome === 'created')).toHaveLength(1)
    expect(results.every((r) => r.outcome !== 'car-unavailable')).toBe(true)
    const ids = new Set(results.map((r) => (r.outcome === 'car-unavailable' ? null : r.payment.id)))
    expect(ids.size).toBe(1)
  })

  it('leases a pending payment to one caller after its lease ran out, and settles it once', async () => {
    const { db } = ctx()
    const t = newTenant()
    const p = deposit({ kind: 'payment', carId: null })
    await openPayment(db, t, p)
    // Still leased to its creator.
    expect(await takePaymentLease(db, t, p.id, T0, T2)).toBe(false)
    const takers = await Promise.all([1, 2, 3].map(() => takePaymentLease(db, t, p.id, T1, T2)))
    expect(takers.filter(Boolean)).toHaveLength(1)
    // Given back early, it can be taken at once.
    await releasePaymentLease(db, t, p.id, T2, T1)
    expect(await takePaymentLease(db, t, p.id, T1, T2)).toBe(true)

    const answer = { status: 'succeeded' as const, providerRef: 'ref-1', declineReason: null, at: T1 }
    const settled = await Promise.all([settlePayment(db, t, p.id, answer), settlePayment(db, t, p.id, answer)])
    expect(settled.filter(Boolean)).toHaveLength(1)
    expect(await findPayment(db, t, p.id)).toMatchObject({
      status: 'succeeded',
      provider_ref: 'ref-1',
      lease_expires_at: null,
    })
    expect(await takePaymentLease(db, t, p.id, T2, T2)).toBe(false)
  })

  it('marks only the tenant’s own car reserved', async () => {
    const { db } = ctx()
    const a = newTenant()
    const b = newTenant()
    await upsertCars(db, a, [makeCar({ id: 'car-1' })])
    await upsertCars(db, b, [makeCar({ id: 'car-1' })])
    await markCarReserved(db, a, 'car-1')
    expect((await findCarById(db, a, 'car-1'))?.reserved).toBe(true)
    expect((await findCarById(db, b, 'car-1'))?.reserved).toBe(false)
  })
})
