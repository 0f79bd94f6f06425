import express from 'express'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryPageCache } from '@dealer/shared-state'
import { CACHE } from '../app/.server/cache'
import { microcache } from './microcache.js'

let base = ''
let renders = 0
let clock = 0
let close: () => void
let cache: ReturnType<typeof microcache>

beforeAll(async () => {
  const app = express()
  app.use((req, res, next) => {
    res.locals.tenant = { slug: String(req.headers['x-tenant'] ?? 'a') }
    // As the server does (publicOrigin): the host name, never the Host port or X-Forwarded-Host.
    res.locals.origin = `http://${String(req.headers.host).toLowerCase().replace(/:\d+$/, '')}:3000`
    next()
  })
  cache = microcache({ ttlMs: 1000, store: createMemoryPageCache({ now: () => clock }) })
  app.use(cache)
  app.get('/page', (_req, res) => res.type('html').send(`render ${++renders}`))
  app.get('/cookie', (_req, res) => res.cookie('s', '1').send(`render ${++renders}`))
  app.get('/form', (_req, res) => res.set('Cache-Control', CACHE.form).send(`key ${++renders}`))
  app.get('/live', (_req, res) => res.set('Cache-Control', CACHE.none).send(`render ${++renders}`))
  app.get('/mine', (_req, res) => res.set('Cache-Control', 'private, max-age=60').send(`render ${++renders}`))
  app.get('/missing', (_req, res) => res.status(404).send(`render ${++renders}`))
  const server = app.listen(0)
  await new Promise((r) => server.once('listening', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers }).then(async (r) => ({
    text: await r.text(),
    cache: r.headers.get('x-page-cache'),
  }))

/** fetch() sends its own Host header; node:http sends the one given. */
const getOnHost = (path: string, host: string) =>
  new Promise<{ text: string; cache: string | null }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { host } }, (res) => {
        let text = ''
        res.on('data', (c: Buffer) => (text += c.toString()))
        res.on('end', () => resolve({ text, cache: (res.headers['x-page-cache'] as string | undefined) ?? null }))
      })
      .on('error', reject)
  })

describe('microcache', () => {
  it('serves a repeat of the same page from the cache within its time, per tenant', async () => {
    const first = await get('/page')
    expect(first.cache).toBe('miss')
    expect(await get('/page')).toEqual({ text: first.text, cache: 'hit' })
    expect((await get('/page', { 'x-tenant': 'b' })).cache).toBe('miss')
    clock = 1000
    expect((await get('/page')).cache).toBe('miss')
  })
  it('keeps the host names of one dealer apart (pages carry their host in absolute links)', async () => {
    clock = 5000
    const www = await getOnHost('/page', 'www.dealer.test')
    expect(www.cache).toBe('miss')
    expect((await getOnHost('/page', 'dealer.test')).cache).toBe('miss')
    expect(await getOnHost('/page', 'WWW.dealer.test')).toEqual({ text: www.text, cache: 'hit' })
  })
  it('keys on the public origin, so a Host port or X-Forwarded-Host never makes an entry of its own', async () => {
    clock = 7000
    const first = await getOnHost('/page', 'origin.dealer.test:3000')
    expect(first.cache).toBe('miss')
    expect(await getOnHost('/page', 'origin.dealer.test:6666')).toEqual({ text: first.text, cache: 'hit' })
  })
  it('never caches requests with cookies, responses that set cookies, or errors', async () => {
    const a = await get('/page', { cookie: 'x=1' })
    expect(a.cache).toBeNull()
    await get('/cookie')
    expect((await get('/cookie')).text).not.toBe((await get('/cookie')).text)
    const m1 = await get('/missing')
    const m2 = await get('/missing')
    expect(m1.text).not.toBe(m2.text)
  })
  it('never shares a page that says no-store (a lead form with its own idempotency key)', async () => {
    const a = await get('/form')
    const b = await get('/form')
    expect(a.text).not.toBe(b.text)
    expect(b.cache).toBe('miss')
  })
  it('never caches responses marked no-store; private pages are still kept (cookie-less, per tenant)', async () => {
    const a = await get('/live')
    const b = await get('/live')
    expect(b.cache).toBe('miss')
    expect(b.text).not.toBe(a.text)
    const c = await get('/mine')
    expect(await get('/mine')).toEqual({ text: c.text, cache: 'hit' })
  })
  it('drops one dealer’s pages when its stock changes, and keeps the others’', async () => {
    clock = 5000
    await get('/page', { 'x-tenant': 'one' })
    await get('/page', { 'x-tenant': 'two' })
    expect((await get('/page', { 'x-tenant': 'one' })).cache).toBe('hit')
    await cache.invalidate('one')
    expect((await get('/page', { 'x-tenant': 'one' })).cache).toBe('miss')
    expect((await get('/page', { 'x-tenant': 'two' })).cache).toBe('hit')
  })
})
