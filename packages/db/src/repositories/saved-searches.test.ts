import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '../testing/test-databases'
import {
  deleteSavedSearch,
  isAlertEmailOptedOut,
  latestAlertEmail,
  listAlertingSearches,
  listSavedSearches,
  optOutAlertEmail,
  saveSearch,
  type NewSavedSearch,
} from './saved-searches'
import { upsertShopper } from './shoppers'

const newTenant = () => `t-${randomUUID()}`
const PHONE = '0412345678'
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 0, minute))

function search(tenant: string, over: Partial<NewSavedSearch> = {}): NewSavedSearch {
  return {
    id: randomUUID(),
    tenant,
    phone: PHONE,
    name: 'Used Toyota RAV4',
    searchUrl: '/search/used-cars/toyota/rav4',
    email: 'ann@example.com',
    now: at(0),
    ...over,
  }
}

describeEachDatabase('saved searches', (ctx) => {
  it('saves, lists newest first, updates the same URL in place, and keeps tenants apart', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    const first = await saveSearch(database, search(t), 10)
    expect(first.status).toBe('created')
    await saveSearch(database, search(t, { searchUrl: '/search/new-cars', name: 'New Cars', now: at(1) }), 10)
    const again = await saveSearch(database, search(t, { email: 'ann@work.example', now: at(2) }), 10)
    expect(again).toEqual({ status: 'updated', id: (first as { id: string }).id })
    const list = await listSavedSearches(db, t, PHONE)
    expect(list.map((s) => [s.name, s.email])).toEqual([
      ['New Cars', 'ann@example.com'],
      ['Used Toyota RAV4', 'ann@work.example'],
    ])
    expect(await listSavedSearches(db, newTenant(), PHONE)).toEqual([])
    expect(await listSavedSearches(db, t, '0400000000')).toEqual([])
  })

  it('refuses an eleventh search, even when twelve saves race', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    await upsertShopper(db, t, PHONE, at(0).toISOString())
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => saveSearch(database, search(t, { searchUrl: `/search/s${i}` }), 10)),
    )
    expect(results.filter((r) => r.status === 'created')).toHaveLength(10)
    expect(results.filter((r) => r.status === 'limit')).toEqual([
      { status: 'limit', limit: 10 },
      { status: 'limit', limit: 10 },
    ])
    expect(await listSavedSearches(db, t, PHONE)).toHaveLength(10)
    // The same search again is an update, not an eleventh.
    expect((await saveSearch(database, search(t, { searchUrl: '/search/s0' }), 10)).status).not.toBe('limit')
  })

  it('deletes only the shopper’s own search', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    const saved = (await saveSearch(database, search(t), 10)) as { id: string }
    expect(await deleteSavedSearch(db, t, '0400000000', saved.id)).toBe(false)
    expect(await deleteSavedSearch(db, newTenant(), PHONE, saved.id)).toBe(false)
    expect(await deleteSavedSearch(db, t, PHONE, saved.id)).toBe(true)
    expect(await listSavedSearches(db, t, PHONE)).toEqual([])
  })

  it('an opt-out stops every search alerting the address, and saving with it again lifts it', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    await saveSearch(database, search(t), 10)
    await saveSearch(database, search(t, { searchUrl: '/search/new-cars', now: at(1) }), 10)
    await saveSearch(database, search(t, { searchUrl: '/search/kia', email: 'other@example.com', now: at(2) }), 10)
    expect(await latestAlertEmail(db, t, PHONE)).toBe('other@example.com')
    expect(await optOutAlertEmail(db, t, 'other@example.com', at(3))).toBe(1)
    expect(await optOutAlertEmail(db, t, 'other@example.com', at(4))).toBe(0)
    expect(await isAlertEmailOptedOut(db, t, 'other@example.com')).toBe(true)
    expect(await latestAlertEmail(db, t, PHONE)).toBe('ann@example.com')
    expect((await listAlertingSearches(db, t, { limit: 10 })).map((s) => s.searchUrl).sort()).toEqual([
      '/search/new-cars',
      '/search/used-cars/toyota/rav4',
    ])
    await saveSearch(database, search(t, { searchUrl: '/search/kia', email: 'other@example.com', now: at(5) }), 10)
    expect(await isAlertEmailOptedOut(db, t, 'other@example.com')).toBe(false)
    expect(await listAlertingSearches(db, t, { limit: 10 })).toHaveLength(3)
  })
})
