import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import fc from 'fast-check'
import { FILTER_FIELDS } from '@dealer/search'
import { leadFormBody } from '../http'
import { parseAnswer } from './raw-http'

/*
 * A fuzz of every route and action over raw HTTP (docs/spec-coverage.md, Hardening): garbage
 * paths, queries, bodies, methods and headers, from a fixed seed. The browser suite runs a few
 * hundred (e2e/edge-fuzz.spec.ts); `pnpm bench:fuzz` runs many (bench/fuzz). Form bodies go
 * deeper in e2e/forms-fuzz.spec.ts, which feeds valid-looking fields to each lead form.
 */

const routesDir = path.resolve(import.meta.dirname, '../../app/routes')

/**
 * Every route module's URL pattern, from its flat file name: `cars.$slug_.enquire.tsx` is
 * `/cars/$slug/enquire`, `$.tsx` a splat, `[.]` a literal dot. The bench routes are left out.
 */
export function routePatterns(dir = routesDir): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('bench.'))
    .map((f) => {
      const segments = f
        .replace(/\.tsx?$/, '')
        .replaceAll('[.]', '\u0000')
        .split('.')
        .map((s) => s.replace(/_$/, '').replaceAll('\u0000', '.'))
        .filter((s) => s !== '_index')
      return `/${segments.join('/')}`
    })
    .sort()
}

/** Values a route parameter is tried with: real ones of the dealer, and the usual suspects. */
export interface FuzzSeeds {
  /** A real value per parameter name (`$slug`, `$brand`, `$file`), when the dealer has one. */
  params: Record<string, string[]>
  /** A form's hidden fields as the page rendered them, so some POSTs get past the guards. */
  formFields: Record<string, string>
  hosts: { slug: string; port: number }[]
}

const nasty = fc.constantFrom(
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'hasOwnProperty',
  '%ZZ',
  '%FF',
  '%E0%A4%A',
  '%00',
  '..',
  '%2e%2e',
  '%2F',
  '',
  '-1',
  '1e309',
  'NaN',
  'x'.repeat(300),
  '日本車',
  '🚗',
  '<script>',
  "'",
  '"',
  ';',
  'null',
  'undefined',
)
/**
 * Raw text for a URL or a header, kept to the printable ASCII a request line may carry (node's
 * parser answers anything else 400 before the app sees it): other characters %-encoded, a stray
 * `%` left as it is.
 */
const urlText = fc
  .oneof(nasty, fc.string({ maxLength: 24 }), fc.string({ unit: 'grapheme', maxLength: 8 }))
  .map((s) => s.replace(/[^\u0021-\u007e]|[#?]/gu, (c) => encodeURIComponent(c)))
const encoded = fc.oneof(urlText, urlText.map(encodeURIComponent))

// The search filters, and other names pages and actions read.
const queryKeys = fc.constantFrom(
  ...FILTER_FIELDS,
  ...['page', 'sortBy', 'query', 'lead', 'car_id', 'ids', 'limit', 'mode', 'w', 'q', 'embed', 'reason', 'from'],
  ...['redirectTo', 'token', 'location', '__proto__', 'constructor'],
)
const query = fc
  .array(fc.tuple(fc.oneof(queryKeys, urlText), encoded), { maxLength: 5 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''))

const formNames = fc.constantFrom(
  'name',
  'email',
  'phone',
  'message',
  'terms_conditions',
  'location',
  'location_id',
  'car_id',
  'postcode',
  'intent',
  'idempotency_key',
  'form_started',
  'hp_contact_confirm',
  'consent',
  'code',
  'events',
  '__proto__',
  'constructor',
)

type Body = { type: string | null; bytes: Buffer }
const body = (fields: Record<string, string>): fc.Arbitrary<Body> =>
  fc.oneof(
    fc.array(fc.tuple(formNames, fc.oneof(nasty, fc.string({ maxLength: 40 }))), { maxLength: 10 }).chain((entries) =>
      fc.boolean().map((withForm) => ({
        type: 'application/x-www-form-urlencoded',
        bytes: Buffer.from(new URLSearchParams([...(withForm ? Object.entries(fields) : []), ...entries]).toString()),
      })),
    ),
    fc.jsonValue({ maxDepth: 3 }).map((v) => ({ type: 'application/json', bytes: Buffer.from(JSON.stringify(v)) })),
    fc.uint8Array({ maxLength: 400 }).map((b) => ({
      type: 'multipart/form-data; boundary=x',
      bytes: Buffer.from(b),
    })),
    fc.constantFrom<Body>(
      { type: null, bytes: Buffer.alloc(0) },
      { type: 'text/csv', bytes: Buffer.from('StockNo,Make\nA,B\n') },
      { type: 'application/xml', bytes: Buffer.from('<Stock><Vehicle>') },
      { type: 'application/x-www-form-urlencoded', bytes: Buffer.from('%ZZ=%ZZ&a') },
    ),
  )

export interface FuzzRequest {
  method: string
  target: string
  headers: [string, string][]
  body: Buffer
}

/** One request: a route with its parameters filled, a method, a query, headers and a body. */
export function fuzzRequest(patterns: string[], seeds: FuzzSeeds): fc.Arbitrary<FuzzRequest> {
  const param = (name: string) => fc.oneof(fc.constantFrom(...(seeds.params[name] ?? ['x'])), encoded)
  const pathOf = (pattern: string): fc.Arbitrary<string> => {
    const parts = pattern.split('/').map((segment) => {
      if (segment === '$') return fc.array(encoded, { minLength: 0, maxLength: 3 }).map((s) => s.join('/'))
      if (segment.startsWith('$')) return param(segment)
      return fc.constant(segment)
    })
    return fc.tuple(...parts).map((p) => p.join('/') || '/')
  }
  const host = fc.constantFrom(...seeds.hosts)
  const hostHeader = host.chain(({ slug, port }) =>
    fc.constantFrom(
      `${slug}.localhost:${port}`,
      `${slug}.localhost:${port}`,
      `${slug}.localhost:${port}`,
      `${slug}.localhost:${port}`,
      `${slug}.localhost:${port}`,
      `${slug}.localhost:${port}`,
      `${slug.toUpperCase()}.LOCALHOST:${port}`,
      `${slug}.localhost.:${port}`,
      `${slug}.localhost`,
      `${slug}.localhost:3000`,
      `${slug}.localhost:99999`,
      `${slug}.localhost:0`,
      `${slug}.localhost:-1`,
      `evil.example`,
      `[::1]:${port}`,
    ),
  )
  const optional = (name: string, values: fc.Arbitrary<string>) =>
    fc.option(
      values.map((v): [string, string] => [name, v]),
      { nil: undefined },
    )
  return fc
    .record({
      pattern: fc.constantFrom(...patterns),
      method: fc.constantFrom(
        'GET',
        'GET',
        'GET',
        'POST',
        'POST',
        'POST',
        'HEAD',
        'PUT',
        'DELETE',
        'PATCH',
        'OPTIONS',
        'TRACE',
      ),
      query,
      host: hostHeader,
      absolute: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
      secondHost: fc.integer({ min: 0, max: 29 }).map((n) => n === 0),
      body: body(seeds.formFields),
      extra: fc.tuple(
        optional('Origin', fc.constantFrom('same', 'https://evil.example', 'null', 'http://x:99999', '%ZZ')),
        optional('X-Forwarded-Host', fc.oneof(fc.constant('evil.example:6666'), fc.constant('a:99999'), urlText)),
        optional('X-Forwarded-Proto', fc.constantFrom('https', 'gopher', '')),
        optional('Accept', fc.constantFrom('application/json', 'image/avif,image/webp,*/*', '*/*', '')),
        optional(
          'Cookie',
          fc.oneof(urlText, fc.constant('__session=%ZZ; lead_details=e30'), fc.constant('a=b'.repeat(50))),
        ),
        optional('Range', fc.constantFrom('bytes=0-10', 'bytes=-1', 'bytes=99999999-', 'bytes=a-b')),
        optional('If-None-Match', fc.constantFrom('*', '"x"', 'W/""')),
        optional('Authorization', fc.constantFrom('Bearer x', 'Basic %ZZ', '')),
        optional('Sec-Fetch-Site', fc.constantFrom('cross-site', 'same-origin', 'none')),
      ),
    })
    .chain((r) =>
      pathOf(r.pattern).map((path): FuzzRequest => {
        const headers: [string, string][] = [['Host', r.host]]
        if (r.secondHost && r.host.includes('localhost')) headers.push(['Host', r.host])
        for (const h of r.extra) {
          if (!h) continue
          headers.push(h[0] === 'Origin' && h[1] === 'same' ? ['Origin', `http://${r.host}`] : h)
        }
        const withBody = r.method !== 'GET' && r.method !== 'HEAD'
        if (withBody && r.body.type) headers.push(['Content-Type', r.body.type])
        const origin = `http://${r.host}`
        return {
          method: r.method,
          target: `${r.absolute ? origin : ''}${path.startsWith('/') ? path : `/${path}`}${r.query}`,
          headers,
          body: withBody ? r.body.bytes : Buffer.alloc(0),
        }
      }),
    )
}

/** Sends one request over a raw socket; the answer's status, 0 when the connection failed. */
export function sendFuzzRequest(port: number, request: FuzzRequest): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.setTimeout(30_000, () => socket.destroy())
    socket.on('data', (d: Buffer) => chunks.push(d))
    socket.on('error', () => resolve(parseAnswer(Buffer.concat(chunks)).status))
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks)).status))
    const lines = [`${request.method} ${request.target} HTTP/1.1`, ...request.headers.map(([k, v]) => `${k}: ${v}`)]
    if (request.method !== 'GET' && request.method !== 'HEAD') lines.push(`Content-Length: ${request.body.length}`)
    lines.push('Connection: close', '', '')
    // write, not end: a half-closed request is aborted by node:http before it is answered.
    socket.write(Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), request.body]))
  })
}

/** A request as one line, for a report. */
export const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${r.target} ${r.headers.map(([k, v]) => `${k}: ${v}`).join(' | ')} body ${r.body.length} B`

export interface FuzzTally {
  tried: number
  byStatus: Map<number, number>
  failures: string[]
}

/** Sends `count` requests drawn from `seed`, `connections` at a time, and counts the answers. */
export async function runFuzz(options: {
  port: number
  seeds: FuzzSeeds
  seed: number
  count: number
  connections?: number
}): Promise<FuzzTally> {
  const requests = fc.sample(fuzzRequest(routePatterns(), options.seeds), {
    seed: options.seed,
    numRuns: options.count,
  })
  const tally: FuzzTally = { tried: 0, byStatus: new Map(), failures: [] }
  let next = 0
  await Promise.all(
    Array.from({ length: options.connections ?? 2 }, async () => {
      while (next < requests.length) {
        const request = requests[next++]!
        const status = await sendFuzzRequest(options.port, request)
        tally.tried++
        tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1)
        if (status >= 500 || status === 0) tally.failures.push(`${status} ${describeRequest(request)}`)
      }
    }),
  )
  return tally
}

/** The seeds of a dealer on a running server: a car, a location and a form's hidden fields. */
export async function dealerSeeds(
  port: number,
  slug: string,
  get: (path: string) => Promise<string>,
): Promise<FuzzSeeds> {
  const search = await get('/search/used-cars')
  const car = /href="\/cars\/([a-z0-9-]+)"/.exec(search)?.[1] ?? 'x'
  const location = /href="\/locations\/([a-z0-9-]+)"/.exec(await get('/dealer-locator'))?.[1] ?? 'x'
  return {
    params: {
      $slug: [car, location],
      $brand: ['toyota', 'x'],
      $file: ['cars-1.xml', 'pages.xml'],
    },
    formFields: { ...(await leadFormBody(slug, '/contact', port)), terms_conditions: 'on' },
    hosts: [{ slug, port }],
  }
}
