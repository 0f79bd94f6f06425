import fc from 'fast-check'
import { expect, test } from './support/test'
import { dealerOrigin, hostRequest } from './http'
import { newPhone, sessionCookieHeader, signIn } from './support/sign-in'

/*
 * Every lead form's POST, fed arbitrary bodies: no input gives a 500 (issue "Leads", Abuse).
 * Plain HTTP against the suite's server, so it runs once, in the js project.
 */
// It gates checkout: the tests sign in first, so the reserve form is fuzzed too.
const dealer = 'harbour-city-motor-group'

async function formRoutes(cookie: string): Promise<string[]> {
  const search = (await hostRequest(dealer, '/search/new-used-and-demo-cars')).body
  const slug = /href="\/cars\/([a-z0-9-]+)"/.exec(search)?.[1]
  expect(slug).toBeTruthy()
  const candidates = [
    `/cars/${slug}/enquire`,
    `/cars/${slug}/request-photos`,
    `/cars/${slug}/test-drive`,
    `/cars/${slug}/checkout`,
    '/contact',
    '/book-test-drive',
    '/finance',
    '/trade-in',
    '/sell-my-car',
    `/cars/trade-in?car_id=${slug}`,
    '/eofy',
    '/finance-enquiry',
    '/apply-for-finance',
    '/finance-pre-approval',
    '/finance-and-insurance',
    '/contact-us/harbour-city-toyota-newstead',
    '/locations/harbour-city-toyota-newstead-sales',
  ]
  // Only the routes this build has (each answers its GET with 200).
  const present: string[] = []
  for (const path of candidates) {
    if ((await hostRequest(dealer, path, { headers: { cookie } })).status === 200) present.push(path)
  }
  return present
}

const field = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '',
    'on',
    'true',
    '0412 345 678',
    'a@b.co',
    '4000',
    '-1',
    '1e309',
    '__proto__',
    '<script>alert(1)</script>',
    'x'.repeat(5_000),
  ),
)
const names = fc.constantFrom(
  'name',
  'email',
  'phone',
  'message',
  'terms_conditions',
  'opt_in',
  'category',
  'location',
  'location_id',
  'car_id',
  'postcode',
  'preferred_datetime',
  'rego',
  'regoState',
  'year',
  'km',
  'step',
  'intent',
  'idempotency_key',
  'form_started',
  'hp_contact_confirm',
  'adjustmentAnswers.accident',
  'vehiclePriceBudget',
  '__proto__',
  'constructor',
)

test('no form POST gives a 500, whatever the body', async ({ page }) => {
  test.skip(test.info().project.name !== 'js', 'HTTP only: once is enough')
  test.setTimeout(180_000)
  await signIn(page, dealer, newPhone())
  const cookie = await sessionCookieHeader(page)
  const routes = await formRoutes(cookie)
  expect(
    routes.filter((r) => r.endsWith('/checkout')),
    'the gated reserve form is in',
  ).toHaveLength(1)
  expect(routes.length).toBeGreaterThan(0)
  const origin = dealerOrigin(dealer)
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...routes),
      fc.array(fc.tuple(names, field), { maxLength: 14 }),
      async (route, entries) => {
        const body = new URLSearchParams(entries).toString()
        const res = await hostRequest(dealer, route, {
          method: 'POST',
          headers: { origin, cookie },
          body,
        })
        expect(res.status, `${route} with ${body.slice(0, 300)}`).toBeLessThan(500)
      },
    ),
    {
      numRuns: 150,
      // Found by this test once: a location id of __proto__ reached the test drive's slot lookup.
      examples: routes.includes('/book-test-drive') ? [['/book-test-drive', [['location', '__proto__']]]] : [],
    },
  )
})

test('every form page is private to its shopper: no-store, and a fresh key on each load', async ({ page }) => {
  test.skip(test.info().project.name !== 'js', 'HTTP only: once is enough')
  await signIn(page, dealer, newPhone())
  const cookie = await sessionCookieHeader(page)
  const routes = await formRoutes(cookie)
  expect(routes.length).toBeGreaterThan(8)
  for (const route of routes) {
    const load = async () => {
      const res = await hostRequest(dealer, route, { headers: { cookie } })
      expect(res.headers['cache-control'], route).toContain('no-store')
      return /name="idempotency_key" value="([^"]+)"/.exec(res.body)?.[1]
    }
    const [a, b] = [await load(), await load()]
    expect(a, `${route} has a form key`).toBeTruthy()
    expect(a, route).not.toBe(b)
  }
})
