import { describe, expect, it } from 'vitest'
import type { CachedPage, SharedState } from './types'

/*
 * The one test suite every shared-state store passes (memory and Redis). `open` gives two handles
 * on the same store, as two server processes would hold: the memory store hands out one instance
 * twice, Redis two connections with one prefix.
 */

const page = (text: string, status = 200): CachedPage => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', 'x-list': ['a', 'b'], 'x-n': 3 },
  body: Buffer.concat([Buffer.from(text), Buffer.from([0, 255, 10])]),
})

async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within the deadline')
    await new Promise((r) => setTimeout(r, 25))
  }
}

export function sharedStateContract(name: string, open: () => Promise<[SharedState, SharedState]>): void {
  describe(`shared state: ${name}`, () => {
    const unique = () => `t${Math.random().toString(36).slice(2, 10)}`

    it('keeps a page for its tenant and key, seen from both handles, with status, headers and bytes', async () => {
      const [a, b] = await open()
      const tenant = unique()
      const first = await a.pageCache.lookup(tenant, '/search')
      expect(first.page).toBeNull()
      await first.store(page('one'), 60_000)
      const hit = await b.pageCache.lookup(tenant, '/search')
      expect(hit.page).toEqual(page('one'))
      expect((await b.pageCache.lookup(tenant, '/other')).page).toBeNull()
      expect((await b.pageCache.lookup(unique(), '/search')).page).toBeNull()
      await Promise.all([a.close(), b.close()])
    })

    it('forgets a page after its time', async () => {
      const [a, b] = await open()
      const tenant = unique()
      await (await a.pageCache.lookup(tenant, '/p')).store(page('short'), 200)
      expect((await b.pageCache.lookup(tenant, '/p')).page).not.toBeNull()
      await eventually(async () => (await b.pageCache.lookup(tenant, '/p')).page === null)
      await Promise.all([a.close(), b.close()])
    })

    it('an invalidation drops the tenant’s pages for both handles and keeps other tenants’', async () => {
      const [a, b] = await open()
      const [one, two] = [unique(), unique()]
      await (await a.pageCache.lookup(one, '/')).store(page('one'), 60_000)
      await (await a.pageCache.lookup(two, '/')).store(page('two'), 60_000)
      // A page whose rendering began before the invalidation ...
      const inFlight = await b.pageCache.lookup(one, '/late')
      await b.pageCache.invalidate(one)
      expect((await a.pageCache.lookup(one, '/')).page).toBeNull()
      expect((await b.pageCache.lookup(one, '/')).page).toBeNull()
      expect((await a.pageCache.lookup(two, '/')).page).toEqual(page('two'))
      // ... is never served after it.
      await inFlight.store(page('stale'), 60_000)
      expect((await a.pageCache.lookup(one, '/late')).page).toBeNull()
      // Pages rendered after it are kept again.
      await (await a.pageCache.lookup(one, '/')).store(page('fresh'), 60_000)
      expect((await b.pageCache.lookup(one, '/')).page).toEqual(page('fresh'))
      await Promise.all([a.close(), b.close()])
    })

    it('counts hits from both handles against one window and says when it ends', async () => {
      const [a, b] = await open()
      const rule = { key: `c:${unique()}`, limit: 2, windowMs: 60_000 }
      expect(await a.counters.take([rule], Date.now())).toEqual({ ok: true })
      expect(await b.counters.take([rule], Date.now())).toEqual({ ok: true })
      const refused = await a.counters.take([rule], Date.now())
      expect(refused).toMatchObject({ ok: false, refusedBy: 0 })
      if (refused.ok) throw new Error('unreachable')
      expect(refused.retryAfterMs).toBeGreaterThan(50_000)
      expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000)
      expect(await b.counters.take([{ ...rule, key: `c:${unique()}` }], Date.now())).toEqual({ ok: true })
      await Promise.all([a.close(), b.close()])
    })

    it('a hit refused by one rule is counted against none of the others; a limit of 0 is off', async () => {
      const [a, b] = await open()
      const client = (key: string) => ({ key, limit: 2, windowMs: 60_000 })
      const dealer = { key: `d:${unique()}`, limit: 3, windowMs: 60_000 }
      const c1 = client(`c:${unique()}`)
      expect(await a.counters.take([c1, dealer], Date.now())).toEqual({ ok: true })
      expect(await b.counters.take([c1, dealer], Date.now())).toEqual({ ok: true })
      expect(await a.counters.take([c1, dealer], Date.now())).toMatchObject({ ok: false, refusedBy: 0 })
      // The dealer's count is still 2: one more client gets through, the next is refused by the dealer rule.
      expect(await b.counters.take([client(`c:${unique()}`), dealer], Date.now())).toEqual({ ok: true })
      const c3 = client(`c:${unique()}`)
      expect(await a.counters.take([c3, dealer], Date.now())).toMatchObject({ ok: false, refusedBy: 1 })
      // ... and c3 was not counted: alone it still has both of its hits.
      expect(await a.counters.take([c3], Date.now())).toEqual({ ok: true })
      expect(await a.counters.take([c3], Date.now())).toEqual({ ok: true })
      const off = { key: `o:${unique()}`, limit: 0, windowMs: 1_000 }
      for (let i = 0; i < 20; i++) expect(await b.counters.take([off], Date.now())).toEqual({ ok: true })
      await Promise.all([a.close(), b.close()])
    })

    it('lets hits through again once the window has ended', async () => {
      const [a, b] = await open()
      const rule = { key: `w:${unique()}`, limit: 1, windowMs: 1_000 }
      expect(await a.counters.take([rule], Date.now())).toEqual({ ok: true })
      expect((await b.counters.take([rule], Date.now())).ok).toBe(false)
      await eventually(async () => (await b.counters.take([rule], Date.now())).ok, 4_000)
      await Promise.all([a.close(), b.close()])
    })

    it('delivers a notice published on one handle to the other’s subscribers of that topic only', async () => {
      const [a, b] = await open()
      const topic = unique()
      const got: string[] = []
      const other: string[] = []
      await b.notices.subscribe(topic, (m) => got.push(m))
      await b.notices.subscribe(unique(), (m) => other.push(m))
      await a.notices.publish(topic, 'westside:1')
      await eventually(async () => got.length === 1)
      expect(got).toEqual(['westside:1'])
      expect(other).toEqual([])
      await Promise.all([a.close(), b.close()])
    })

    it('shares one secret: the first value stored wins', async () => {
      const [a, b] = await open()
      const name = unique()
      expect(await a.sharedSecret(name, 'first')).toBe('first')
      expect(await b.sharedSecret(name, 'second')).toBe('first')
      await Promise.all([a.close(), b.close()])
    })
  })
}
