import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { AppLoadContext } from '@remix-run/node'
import { createDatabase, migrateToLatest, saveShopperFavourites } from '@dealer/db'
import { describe, expect, it } from 'vitest'
import { gate, keepFavourites, requireShopper, sessionCookie } from './shopper'
import { favouritesCookie, readFavouriteIds } from './visitor-cookies'

/** A load context with only what gate() reads: the tenant's gated journeys and a session lookup. */
function contextOf(gated: string[], signedInPhone: string | null = null): AppLoadContext {
  return {
    tenant: { slug: 'dealer', accounts: { gated, brandGarages: [] } },
    services: {
      accounts: { signIn: { sessionPhone: async () => signedInPhone }, cookieSecret: 'test-cookie-secret' },
      now: () => new Date('2026-11-20T02:00:00.000Z'),
    },
  } as unknown as AppLoadContext
}

const origin = 'http://dealer.localhost:3000'
const request = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`${origin}${path}`, { method, headers })

/** Where gate() sent the request: the sign-in URL's type, redirect and back. */
async function signInTarget(run: Promise<unknown>) {
  const thrown = await run.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(thrown instanceof Response)) throw new Error('expected a redirect')
  expect(thrown.status).toBe(302)
  const url = new URL(thrown.headers.get('location') ?? '', origin)
  expect(url.pathname).toBe('/sign-in')
  return Object.fromEntries(url.searchParams)
}

describe('gate', () => {
  it('sends a signed-out visitor of a gated journey to sign-in, to come back here from the referring page', async () => {
    const target = await signInTarget(
      gate(
        request('/finance?car_id=a-car&embed=1', { referer: `${origin}/cars/a-car?x=1` }),
        contextOf(['car-finance']),
        'car-finance',
      ),
    )
    // Back into the full page, never into the car page's dialog frame.
    expect(target).toEqual({ type: 'car-finance', redirect: '/finance?car_id=a-car', back: '/cars/a-car?x=1' })
  })

  it('comes back to the anchor the page was linked with, which the server never sees', async () => {
    const target = await signInTarget(
      gate(
        request('/finance?car_id=a-car', { referer: `${origin}/cars/a-car` }),
        contextOf(['car-finance']),
        'car-finance',
        {
          anchor: '#finance-form',
        },
      ),
    )
    expect(target).toEqual({ type: 'car-finance', redirect: '/finance?car_id=a-car#finance-form', back: '/cars/a-car' })
  })

  it('goes straight through for a signed-in shopper, and for journeys this dealer does not gate', async () => {
    const signedIn = contextOf(['finance'], '0412345678')
    const cookie = (await sessionCookie(request('/'), signedIn, 'a-token')).split(';')[0]!
    expect(await gate(request('/finance', { cookie }), signedIn, 'finance')).toEqual({ phone: '0412345678' })
    expect(await gate(request('/finance'), contextOf(['checkout']), 'finance')).toBeNull()
    expect(await gate(request('/finance'), contextOf([]), 'finance')).toBeNull()
  })

  it('goes Back home when the referrer is another site, sign-in itself, or this same page', async () => {
    const gated = contextOf(['trade-in'])
    for (const referer of [
      'https://evil.example/cars/a-car',
      `${origin}/sign-in?type=trade-in&redirect=%2Ftrade-in`,
      `${origin}/trade-in`,
      'not a url',
    ]) {
      const target = await signInTarget(gate(request('/trade-in', { referer }, 'POST'), gated, 'trade-in'))
      expect(target, referer).toEqual({ type: 'trade-in', redirect: '/trade-in', back: '/' })
    }
    expect(await signInTarget(gate(request('/trade-in'), gated, 'trade-in'))).toMatchObject({ back: '/' })
  })

  it('always gates the garage, whatever the dealer gates', async () => {
    const target = await signInTarget(
      requireShopper(request('/toyota/my-garage', { referer: `${origin}/` }), contextOf([]), 'my-garage'),
    )
    expect(target).toEqual({ type: 'my-garage', redirect: '/toyota/my-garage', back: '/' })
  })
})

describe('keepFavourites at sign-in', () => {
  it("puts the phone's favourites into this browser's cookie, its own first, and never past what a browser keeps", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'keep-favourites-'))
    const database = createDatabase({ sqlitePath: path.join(dir, 'db.sqlite') })
    await migrateToLatest(database)
    const context = {
      tenant: { slug: 'dealer', features: { favourites: true } },
      services: { database, now: () => new Date('2026-11-20T02:00:00.000Z') },
    } as unknown as AppLoadContext
    const browser = async (ids: string[]) =>
      request('/sign-in', { cookie: (await favouritesCookie(ids, request('/'))).split(';')[0]! })
    const phone = '0412000111'
    // Another device kept two for this phone; this browser holds one of its own.
    await saveShopperFavourites(database.db, 'dealer', phone, ['car-a', 'car-b'], '2026-11-19T00:00:00.000Z')
    const cookie = await keepFavourites(await browser(['car-c']), context, phone)
    expect(await readFavouriteIds(request('/', { cookie: cookie!.split(';')[0]! }))).toEqual([
      'car-c',
      'car-a',
      'car-b',
    ])
    // Nothing new for this browser: no cookie to set.
    expect(await keepFavourites(await browser(['car-c', 'car-a', 'car-b']), context, phone)).toBeNull()

    // Fifty long feed ids would make a cookie a browser drops: the phone's oldest give way.
    const long = Array.from({ length: 50 }, (_, i) => `${'x'.repeat(56)}-${String(i).padStart(3, '0')}`)
    await saveShopperFavourites(database.db, 'dealer', '0412000222', long, '2026-11-19T00:00:00.000Z')
    const capped = await keepFavourites(await browser([]), context, '0412000222')
    expect(capped!.length).toBeLessThanOrEqual(4000)
    const kept = await readFavouriteIds(request('/', { cookie: capped!.split(';')[0]! }))
    expect(kept.length).toBeGreaterThan(30)
    expect(kept.length).toBeLessThan(50)
    await database.destroy()
  })
})

describe('the favourites cookie', () => {
  it('keeps the newest ids under what a browser keeps, for a toggle as for a sign-in', async () => {
    const long = Array.from({ length: 50 }, (_, i) => `${'y'.repeat(56)}-${String(i).padStart(3, '0')}`)
    const cookie = await favouritesCookie(long, request('/'))
    expect(cookie.length).toBeLessThanOrEqual(4000)
    const kept = await readFavouriteIds(request('/', { cookie: cookie.split(';')[0]! }))
    expect(kept).toEqual(long.slice(0, kept.length))
    expect(kept.length).toBeGreaterThan(30)
  })
})
