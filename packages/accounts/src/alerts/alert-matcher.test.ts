import { randomUUID } from 'node:crypto'
import type { CarInput } from '@dealer/domain'
import { insertLeadWithDeliveries, listShopperAlerts, saveWatchlistCar, upsertCars, upsertShopper } from '@dealer/db'
import { describeEachDatabase, makeCar } from '@dealer/db/testing'
import { buildVocabulary, createEmbeddedEngine, toSearchDoc } from '@dealer/search'
import { expect, it } from 'vitest'
import { createSavedSearches } from '../saved-searches'
import { createAlertMatcher } from './alert-matcher'
import { engineMatches } from './search-matches'
import { createUnsubscribeTokens } from './unsubscribe-token'

const PHONE = '0412345678'
const ORIGIN = 'https://www.westside.test'
const now = new Date('2026-11-20T00:00:00.000Z')
const RAV4_URL = '/search/toyota/rav4?car_type=used'

describeEachDatabase('alert matching', (ctx) => {
  /** One dealer with its stock in SQL and in an embedded engine, and the alert job over both. */
  async function dealer() {
    const { database, db } = ctx()
    const tenant = `t-${randomUUID()}`
    const engine = createEmbeddedEngine()
    const cars = new Map<string, Partial<CarInput> & { id: string }>()
    let failSign = false
    const tokens = createUnsubscribeTokens('test-secret-0123456789')
    const signing = {
      sign: (t: string, e: string) => {
        if (failSign) throw new Error('the process died between marking and enqueueing')
        return tokens.sign(t, e)
      },
      verify: tokens.verify,
    }
    const stock = async (...list: (Partial<CarInput> & { id: string })[]) => {
      for (const c of list) cars.set(c.id, { make: 'Toyota', model: 'RAV4', ...cars.get(c.id), ...c })
      const all = [...cars.values()].map((c) => makeCar(c))
      await upsertCars(db, tenant, all)
      await engine.replaceAll(
        tenant,
        all.map((c) => toSearchDoc(c)),
      )
    }
    const matcher = createAlertMatcher({
      database,
      tokens: signing,
      site: (t) => (t === tenant ? { dealerName: 'Westside Car Co', origin: ORIGIN } : undefined),
      matches: engineMatches({
        engine,
        vocabulary: async () =>
          buildVocabulary({ makeModels: [...cars.values()].map((c) => ({ make: c.make!, model: c.model! })) }),
        settings: () => ({}),
      }),
      onError: () => {},
    })
    const saved = createSavedSearches({ database, tokens })
    await upsertShopper(db, tenant, PHONE, now.toISOString())
    return {
      tenant,
      stock,
      matcher,
      saved,
      crashNextEnqueue: (on: boolean) => (failSign = on),
      alerts: () => listShopperAlerts(db, tenant),
      save: async (searchUrl = RAV4_URL, email = 'ann@example.com') => {
        const r = await saved.save({ tenant, phone: PHONE, name: 'Used Toyota RAV4', searchUrl, email, now })
        if (r.status === 'limit') throw new Error('limit')
        await matcher.checkSearch(tenant, r.id, now)
        return r.id
      },
    }
  }

  it('tells of a new matching car once: not the cars there when saved, not twice, not a car that does not match', async () => {
    const d = await dealer()
    await d.stock({ id: 'old', name: '2020 Toyota RAV4 GX', price: 30_000 })
    await d.save()
    expect(await d.alerts()).toEqual([])
    expect(await d.matcher.runTenant(d.tenant, now)).toMatchObject({ searches: 1, newCarAlerts: 0 })

    await d.stock(
      { id: 'new', slug: '2023-toyota-rav4-cruiser', name: '2023 Toyota RAV4 Cruiser', price: 45_990 },
      { id: 'other', make: 'Kia', model: 'Sportage', name: '2022 Kia Sportage' },
      { id: 'brand-new', car_type: 'new', name: '2025 Toyota RAV4 Edge' },
    )
    expect(await d.matcher.runTenant(d.tenant, now)).toMatchObject({ newCarAlerts: 1, errors: 0 })
    const [alert] = await d.alerts()
    expect(alert).toMatchObject({ kind: 'new-cars', email: 'ann@example.com', phone: PHONE, status: 'pending' })
    expect(alert!.subject).toBe("1 new car matches 'Used Toyota RAV4' at Westside Car Co")
    expect(alert!.body).toContain(`- 2023 Toyota RAV4 Cruiser – $45,990\n  ${ORIGIN}/cars/2023-toyota-rav4-cruiser`)
    expect(alert!.body).toContain(`See every result: ${ORIGIN}${RAV4_URL}`)
    expect(alert!.body).toMatch(/Stop these emails: https:\/\/www.westside.test\/alerts\/unsubscribe\?token=[\w.-]+$/)
    // The car lines only: the random unsubscribe token can contain 'GX'.
    const carLines = alert!.body.split('\n').filter((l) => l.startsWith('- '))
    expect(carLines).toEqual(['- 2023 Toyota RAV4 Cruiser – $45,990'])

    expect(await d.matcher.runTenant(d.tenant, now)).toMatchObject({ newCarAlerts: 0 })
    expect(await d.alerts()).toHaveLength(1)
  })

  it('a crash between marking and enqueueing loses nothing and sends nothing twice', async () => {
    const d = await dealer()
    await d.stock({ id: 'old' })
    await d.save()
    await d.stock({ id: 'new', name: '2024 Toyota RAV4 XSE' })
    d.crashNextEnqueue(true)
    expect(await d.matcher.runTenant(d.tenant, now)).toMatchObject({ newCarAlerts: 0, errors: 1 })
    expect(await d.alerts()).toEqual([])
    d.crashNextEnqueue(false)
    expect(await d.matcher.runTenant(d.tenant, now)).toMatchObject({ newCarAlerts: 1, errors: 0 })
    expect(await d.matcher.runTenant(d.tenant, now)).toMatchObject({ newCarAlerts: 0 })
    // Count the car's line, not 'XSE': the random unsubscribe token can contain those letters.
    expect((await d.alerts()).map((a) => a.body.match(/^- 2024 Toyota RAV4 XSE /gm)?.length)).toEqual([1])
  })

  it('sends no alert for a search whose address unsubscribed', async () => {
    const d = await dealer()
    await d.stock({ id: 'old' })
    await d.save()
    const [search] = await d.saved.list(d.tenant, PHONE)
    const token = createUnsubscribeTokens('test-secret-0123456789').sign(d.tenant, search!.email)
    expect(await d.saved.unsubscribe(d.tenant, token, now)).toMatchObject({ ok: true, email: 'ann@example.com' })
    await d.stock({ id: 'new' })
    expect(await d.matcher.runTenant(d.tenant, now)).toMatchObject({ searches: 0, newCarAlerts: 0 })
    expect(await d.alerts()).toEqual([])
  })

  it('emails a price drop on a watched car once, to the saved-search address, else the lead address', async () => {
    const d = await dealer()
    const { db } = ctx()
    await d.stock({ id: 'watched', slug: 'rav4-gxl', name: '2021 Toyota RAV4 GXL', price: 38_000 })
    await saveWatchlistCar(db, d.tenant, PHONE, 'watched', 38_000, now.toISOString())
    await d.stock({ id: 'watched', price: 35_500 })

    // No saved search and no lead: nobody to tell, and the drop stays news for later.
    expect(await d.matcher.runTenant(d.tenant, now)).toMatchObject({ priceDropAlerts: 0, noAddress: 1 })
    expect(await d.saved.priceDropAddress(d.tenant, PHONE)).toBeNull()

    await insertLeadWithDeliveries(
      db,
      d.tenant,
      {
        id: 'lead-1',
        idempotencyKey: 'k1',
        formType: 'enquiry',
        carId: null,
        payload: { version: 1, fields: { phone: '+61 412 345 678', email: 'Ann.Lead@Example.com' } },
        ipHash: null,
        createdAt: now.toISOString(),
      },
      [],
    )
    expect(await d.saved.priceDropAddress(d.tenant, PHONE)).toBe('ann.lead@example.com')
    expect(await d.matcher.runTenant(d.tenant, now)).toMatchObject({ priceDropAlerts: 1 })
    expect(await d.matcher.runTenant(d.tenant, now)).toMatchObject({ priceDropAlerts: 0 })
    const [drop] = await d.alerts()
    expect(drop).toMatchObject({ kind: 'price-drop', email: 'ann.lead@example.com', savedSearchId: null })
    expect(drop!.subject).toBe('Price drop: 2021 Toyota RAV4 GXL at Westside Car Co')
    expect(drop!.body).toContain(`- 2021 Toyota RAV4 GXL – now $35,500, was $38,000\n  ${ORIGIN}/cars/rav4-gxl`)

    // A saved search's address takes over; a further drop is news again.
    await d.save('/search/toyota', 'ann@example.com')
    await d.stock({ id: 'watched', price: 34_000 })
    expect(await d.matcher.runTenant(d.tenant, new Date(now.getTime() + 60_000))).toMatchObject({ priceDropAlerts: 1 })
    expect((await d.alerts()).map((a) => [a.kind, a.email])).toEqual([
      ['price-drop', 'ann.lead@example.com'],
      ['price-drop', 'ann@example.com'],
    ])
  })
})
