import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createSignInService, createWatchlist, type SmsMessage } from '@dealer/accounts'
import { createDatabase, deleteCarsNotIn, migrateToLatest, upsertCars, type Database } from '@dealer/db'
import { makeCar } from '@dealer/db/testing'
import type { AppLoadContext } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { takeFlashToast } from './flash-toast'
import { sessionCookie } from './shopper'
import { watchlistCall } from './watchlist-call'
import { saveOnReturn } from './watchlist-pending'

const now = new Date('2026-11-20T00:00:00.000Z')
const ORIGIN = 'http://harbour.localhost'
let database: Database
let context: AppLoadContext
const sent: SmsMessage[] = []

const corolla = makeCar({ id: 'c1', slug: 'corolla-c1', year: 2022, make: 'Toyota', model: 'Corolla', badge: 'Ascent' })
const sold = makeCar({
  id: 'c2',
  slug: 'i30-c2',
  make: 'Hyundai',
  model: 'i30',
  status: 'sold',
  sold_date: '2026-11-19',
})
const gone = makeCar({ id: 'c3', slug: 'gone-c3' })
const otherDealers = makeCar({ id: 'w1', slug: 'ranger-w1', make: 'Ford', model: 'Ranger' })

beforeAll(async () => {
  database = createDatabase({
    sqlitePath: path.join(mkdtempSync(path.join(os.tmpdir(), 'watchlist-call-')), 'db.sqlite'),
  })
  await migrateToLatest(database)
  await upsertCars(database.db, 'harbour', [corolla, sold, gone])
  await upsertCars(database.db, 'westside', [otherDealers])
  const signIn = createSignInService({
    database,
    sms: { send: async (m) => void sent.push(m) },
    secret: 'test-codes',
  })
  context = {
    tenant: { slug: 'harbour', features: {} },
    services: {
      database,
      now: () => now,
      accounts: { signIn, watchlist: createWatchlist(database), cookieSecret: 'test-cookie' },
    },
  } as unknown as AppLoadContext
})

afterAll(() => database?.destroy())

/** A signed-in browser's Cookie header for `phone` on the test tenant. */
async function signedIn(phone: string): Promise<string> {
  const { signIn } = context.services.accounts
  await signIn.requestCode({ tenant: 'harbour', dealerName: 'Harbour', phone, clientAddress: phone, now })
  const code = /\d{6}/.exec(sent.at(-1)!.text)![0]
  const result = await signIn.verifyCode({ tenant: 'harbour', phone, code, now })
  if (!result.ok) throw new Error(result.message)
  return (await sessionCookie(new Request(ORIGIN), context, result.sessionToken)).split(';')[0]!
}

function call(
  change: 'save' | 'remove',
  body: unknown,
  options: { cookie?: string; form?: boolean; raw?: string; origin?: string } = {},
) {
  const headers: Record<string, string> = { origin: options.origin ?? ORIGIN, host: 'harbour.localhost' }
  if (options.cookie) headers.cookie = options.cookie
  let payload: string
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    headers.accept = 'text/html'
    payload = options.raw ?? new URLSearchParams(body as Record<string, string>).toString()
  } else {
    headers['content-type'] = 'application/json'
    headers.accept = 'application/json'
    payload = options.raw ?? JSON.stringify(body)
  }
  const request = new Request(`${ORIGIN}/api/watchlist/${change}-car`, { method: 'POST', headers, body: payload })
  return watchlistCall(change, { request, context, params: {} })
}

const ids = (phone: string, tenant = 'harbour') => context.services.accounts.watchlist.ids(tenant, phone)
const setCookies = (res: Response) => res.headers.getSetCookie()
async function flashOf(res: Response) {
  const cookie = setCookies(res)
    .map((c) => c.split(';')[0]!)
    .join('; ')
  return (await takeFlashToast(new Request(ORIGIN, { headers: { cookie } }), context)).toast
}

describe('the watchlist calls for a script (JSON)', () => {
  it('saves and removes the car for the signed-in phone, answering with the spec toast line', async () => {
    const cookie = await signedIn('0411000001')
    const saved = await call('save', { phone_number: '0411 000 001', car_id: 'c1' }, { cookie })
    expect(saved.status).toBe(200)
    expect(saved.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await saved.json()).toEqual({
      success: true,
      message: '2022 Toyota Corolla Ascent is now available in your watchlist',
    })
    expect(await ids('0411000001')).toEqual(['c1'])
    const removed = await call('remove', { phone_number: '+61411000001', car_id: 'c1' }, { cookie })
    expect(await removed.json()).toEqual({
      success: true,
      message: '2022 Toyota Corolla Ascent is no longer in your watchlist',
    })
    expect(await ids('0411000001')).toEqual([])
  })

  it('refuses another phone number with 403 and changes nothing', async () => {
    const cookie = await signedIn('0411000002')
    const res = await call('save', { phone_number: '0499999999', car_id: 'c1' }, { cookie })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ success: false })
    expect(await ids('0411000002')).toEqual([])
    expect(await ids('0499999999')).toEqual([])
    expect((await call('save', { phone_number: 'not a phone', car_id: 'c1' }, { cookie })).status).toBe(403)
  })

  it("answers 404 for another dealer's car, saving it nowhere", async () => {
    const cookie = await signedIn('0411000003')
    const res = await call('save', { phone_number: '0411000003', car_id: 'w1' }, { cookie })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ success: false, message: 'This car is no longer listed.' })
    expect(await ids('0411000003')).toEqual([])
    expect(await ids('0411000003', 'westside')).toEqual([])
  })

  it('answers 409 for a sold car that is not saved yet (its button is hidden)', async () => {
    const cookie = await signedIn('0411000004')
    const res = await call('save', { phone_number: '0411000004', car_id: 'c2' }, { cookie })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      success: false,
      message: 'This car has been sold, so it cannot be added to your watchlist.',
    })
  })

  it('answers 401 signed out, with where to sign in, and remembers the car to save on return', async () => {
    const res = await call('save', { phone_number: '0411000005', car_id: 'c1', redirect: '/search/used-cars' })
    expect(res.status).toBe(401)
    const answer = (await res.json()) as { success: boolean; signIn: string }
    expect(answer.success).toBe(false)
    const target = new URL(answer.signIn, ORIGIN)
    expect(target.pathname).toBe('/sign-in')
    expect(Object.fromEntries(target.searchParams)).toEqual({
      type: 'watchlist',
      redirect: '/cars/corolla-c1?watchlist=save',
      back: '/search/used-cars',
    })
    expect(setCookies(res).some((c) => c.startsWith('watchlist_save='))).toBe(true)
  })

  it('answers 400 to bodies it cannot read, never 500', async () => {
    const cookie = await signedIn('0411000006')
    const bodies = [
      '{',
      'null',
      '[]',
      '"c1"',
      '{"car_id": 5}',
      '{"car_id": ""}',
      JSON.stringify({ car_id: 'x'.repeat(65) }),
    ]
    for (const raw of bodies) {
      const res = await call('save', null, { cookie, raw })
      expect(res.status, raw).toBe(400)
      expect(await res.json()).toMatchObject({ success: false })
    }
    expect((await call('save', null, { cookie, form: true, raw: '%%%&car_id' })).status).toBe(303)
    expect(await ids('0411000006')).toEqual([])
  })

  it('refuses a call from another website', async () => {
    const cookie = await signedIn('0411000007')
    const res = await call('save', { car_id: 'c1' }, { cookie, origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(await ids('0411000007')).toEqual([])
  })

  it('takes a car the dealer has since deleted off the list as a removal', async () => {
    const cookie = await signedIn('0411000008')
    await call('save', { car_id: 'c3' }, { cookie })
    await deleteCarsNotIn(database.db, 'harbour', ['c1', 'c2'])
    const res = await call('remove', { car_id: 'c3' }, { cookie })
    expect(await res.json()).toEqual({ success: true, message: 'This car is no longer in your watchlist' })
    expect(await ids('0411000008')).toEqual([])
    // Never saved: still not found.
    expect((await call('remove', { car_id: 'c3' }, { cookie })).status).toBe(404)
  })
})

describe('the watchlist calls for a form posted without JavaScript', () => {
  it('comes back to the page it was posted from, at the car, with the toast', async () => {
    const cookie = await signedIn('0411000011')
    const res = await call('save', { car_id: 'c1', redirect: '/search/used-cars?page=2' }, { cookie, form: true })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/search/used-cars?page=2#car-c1')
    expect(await flashOf(res)).toEqual({
      title: 'Car Saved In Watchlist',
      description: '2022 Toyota Corolla Ascent is now available in your watchlist',
      variant: 'default',
      action: { label: 'View List', href: '/watchlist' },
      durationMs: 8000,
    })
    const removed = await call('remove', { car_id: 'c1', redirect: '/watchlist' }, { cookie, form: true })
    expect(removed.headers.get('Location')).toBe('/watchlist#car-c1')
    // From the car's own page, or a page naming its own anchor: back as it was.
    const own = await call('save', { car_id: 'c1', redirect: '/cars/corolla-c1' }, { cookie, form: true })
    expect(own.headers.get('Location')).toBe('/cars/corolla-c1')
    const anchored = await call('remove', { car_id: 'c1', redirect: '/compare#specs' }, { cookie, form: true })
    expect(anchored.headers.get('Location')).toBe('/compare#specs')
    expect(await flashOf(removed)).toMatchObject({
      title: 'Car Removed',
      description: '2022 Toyota Corolla Ascent is no longer in your watchlist',
    })
  })

  it('never follows a way back to another site, and says what went wrong in a destructive toast', async () => {
    const cookie = await signedIn('0411000012')
    const res = await call('save', { car_id: 'c2', redirect: '//evil.example/x' }, { cookie, form: true })
    expect(res.headers.get('Location')).toBe('/cars/i30-c2')
    expect(await flashOf(res)).toMatchObject({
      title: 'This car has been sold, so it cannot be added to your watchlist.',
      variant: 'destructive',
    })
  })

  it('goes to sign-in (type watchlist) signed out, on to the car page that saves on return', async () => {
    const res = await call('save', { car_id: 'c1', redirect: '/cars/corolla-c1' }, { form: true })
    expect(res.status).toBe(303)
    const target = new URL(res.headers.get('Location')!, ORIGIN)
    expect(target.searchParams.get('type')).toBe('watchlist')
    expect(target.searchParams.get('redirect')).toBe('/cars/corolla-c1?watchlist=save')
    expect(target.searchParams.get('back')).toBe('/cars/corolla-c1')
    const removing = await call('remove', { car_id: 'c1', redirect: '/search/used-cars' }, { form: true })
    const back = new URL(removing.headers.get('Location')!, ORIGIN)
    expect(back.searchParams.get('redirect')).toBe('/search/used-cars')
    expect(setCookies(removing).some((c) => c.startsWith('watchlist_save='))).toBe(false)
  })
})

describe('saving on return from sign-in', () => {
  const returning = (cookie: string, query = '?watchlist=save') =>
    new Request(`${ORIGIN}/cars/corolla-c1${query}`, { headers: { cookie } })
  const thrown = async (request: Request) => {
    try {
      await saveOnReturn(request, context, corolla)
    } catch (res) {
      return res as Response
    }
    return null
  }
  async function pendingFor(carId: string) {
    const res = await call('save', { car_id: carId }, { form: true })
    return setCookies(res)
      .find((c) => c.startsWith('watchlist_save='))!
      .split(';')[0]!
  }

  it('saves the car the shopper asked for, once, and shows the plain car URL with the toast', async () => {
    const session = await signedIn('0411000021')
    const res = await thrown(returning(`${session}; ${await pendingFor('c1')}`))
    expect(res?.status).toBe(303)
    expect(res?.headers.get('Location')).toBe('/cars/corolla-c1')
    expect(await ids('0411000021')).toEqual(['c1'])
    expect(await flashOf(res!)).toMatchObject({ title: 'Car Saved In Watchlist' })
    expect(setCookies(res!).some((c) => /^watchlist_save=; Max-Age=0/.test(c))).toBe(true)
  })

  it('saves nothing from the link alone, for another car, or signed out', async () => {
    const session = await signedIn('0411000022')
    for (const cookie of [session, `${session}; ${await pendingFor('c2')}`, await pendingFor('c1')]) {
      const res = await thrown(returning(cookie))
      expect(res?.headers.get('Location')).toBe('/cars/corolla-c1')
      expect(setCookies(res!).some((c) => c.startsWith('flash_toast='))).toBe(false)
    }
    expect(await ids('0411000022')).toEqual([])
  })

  it('leaves a car page without the marker alone', async () => {
    const session = await signedIn('0411000023')
    expect(await thrown(returning(`${session}; ${await pendingFor('c1')}`, '?postcode=2000'))).toBeNull()
    expect(await ids('0411000023')).toEqual([])
  })
})
