import { expect, test } from './support/test'
import { pick, queryE2eDb } from './demo-cars'
import { hostRequest } from './http'

/*
 * The car page's counters and the image route cannot be inflated by one client
 * (docs/spec-coverage.md, Hardening): one view and one phone reveal per visitor and car in 30
 * minutes, and only the widths and qualities the pages use are rendered.
 */

const group = 'harbour-city-motor-group'
const BROWSER = {
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
}
// HTTP-only tests: one project runs them.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'HTTP only')

/** Runs `n` calls of `send`, `width` at a time. */
async function burst(n: number, width: number, send: (i: number) => Promise<unknown>) {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) await send(next++)
    }),
  )
}

const reveals = (slug: string) =>
  queryE2eDb<{ n: number }>(
    'select count(*) as n from phone_reveals r join cars c on c.tenant = r.tenant and c.id = r.car_id where r.tenant = ? and c.slug = ?',
    group,
    slug,
  )[0]!.n

test('1,000 view and phone-reveal POSTs from one client add one view and one reveal', async () => {
  test.setTimeout(120_000)
  // A car nobody has viewed or revealed yet: the suite's clock is frozen, so claims never expire
  // and a second run of the suite on the same data takes the next car.
  const slug = pick(
    group,
    "status = 'in_stock' and price > 5000 and spin_images = '[]' and car_type = 'used' and id not in (select car_id from car_event_claims)",
    11,
  )
  const views = async () =>
    (JSON.parse((await hostRequest(group, `/cars/${slug}/view.json`)).body) as { views: number }).views
  const viewsBefore = await views()
  const revealsBefore = reveals(slug)
  const statuses = new Set<number>()
  await burst(1000, 20, async (i) => {
    const kind = i % 2 === 0 ? 'view.json' : 'phone'
    const res = await hostRequest(group, `/cars/${slug}/${kind}`, {
      method: 'POST',
      body: kind === 'phone' ? 'source=button' : '',
      headers: { ...BROWSER, Accept: 'application/json' },
    })
    statuses.add(res.status)
  })
  expect([...statuses].sort()).toEqual([200])
  expect(await views()).toBe(viewsBefore + 1)
  expect(reveals(slug)).toBe(revealsBefore + 1)

  // Each answer still shows the number.
  const first = await hostRequest(group, `/cars/${slug}/phone`, {
    method: 'POST',
    body: 'source=button',
    headers: { ...BROWSER, Accept: 'application/json' },
  })
  const visitor = (first.headers['set-cookie'] ?? []).find((c) => c.startsWith('visitor='))!.split(';')[0]!
  expect(JSON.parse(first.body)).toHaveProperty('phone')
  await burst(100, 10, () =>
    hostRequest(group, `/cars/${slug}/phone`, {
      method: 'POST',
      body: 'source=button',
      headers: { ...BROWSER, Accept: 'application/json', Cookie: visitor },
    }),
  )
  // Cookies minted by cookieless POSTs stand for the events that issued them: sending one back
  // counts nothing more.
  expect(reveals(slug)).toBe(revealsBefore + 1)
})

test('the image route renders only the widths and qualities the pages use', async () => {
  const car = await hostRequest(group, '/search/used-cars')
  const src = /src="(\/images\/[^"?]+)\?/.exec(car.body)![1]!
  const etag = async (w: string, q: string) => {
    const res = await hostRequest(group, `${src}?w=${w}&q=${q}`, { headers: { Accept: 'image/webp' } })
    expect(res.status, `w=${w} q=${q}`).toBe(200)
    return res.headers.etag
  }
  // 61 qualities of a width are two renders: 75 and 80.
  const q75 = await etag('640', '75')
  const q80 = await etag('640', '80')
  expect(q75).not.toBe(q80)
  for (const q of ['30', '60', '77']) expect(await etag('640', q)).toBe(q75)
  for (const q of ['78', '90', '100']) expect(await etag('640', q)).toBe(q80)
  // Widths snap up to the next served one.
  expect(await etag('600', '75')).toBe(q75)
})
