import { expect, test } from './support/test'
import { queryE2eDb } from './demo-cars'
import { dealerOrigin, firstCarSlug, hostRequest, leadFormBody } from './http'

// The abuse defences in front of every lead form, seen over HTTP (no browser needed, so this
// runs once, in the js project). Fill time and rate limits are switched off for the browser
// suite (playwright.config.ts) and proved in app/.server/lead-guard.test.ts and the HTTP fault test.
const dealer = 'westside-car-co'

async function enquiryPage() {
  const slug = await firstCarSlug(dealer)
  expect(slug, 'a car on the search page').toBeTruthy()
  const url = `/cars/${slug}/enquire`
  const form: Record<string, string> = {
    ...(await leadFormBody(dealer, url)),
    message: 'Is it still available?',
    terms_conditions: 'on',
  }
  return { url, form, origin: dealerOrigin(dealer) }
}

test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'js', 'HTTP only: once is enough'))

test('a POST without the honeypot field is refused (fails closed), and nothing is stored', async () => {
  const { url, form, origin } = await enquiryPage()
  const { hp_contact_confirm: _, ...withoutHoneypot } = form
  const res = await hostRequest(dealer, url, { form: withoutHoneypot, headers: { origin } })
  expect(res.status).toBe(400)
  expect(res.body).toContain('This form is out of date. Please reload the page and try again.')
  // A filled honeypot is refused too.
  const filled = await hostRequest(dealer, url, {
    form: { ...form, hp_contact_confirm: 'http://spam.example' },
    headers: { origin },
  })
  expect(filled.status).toBe(400)
  // The same key then makes a lead: the refusals stored nothing under it.
  const ok = await hostRequest(dealer, url, { form, headers: { origin } })
  expect(ok.status).toBe(303)
  expect(ok.headers.location).toMatch(/^\/success\?lead=/)
})

test('a POST from another origin is refused with 403; a forged start token with 400', async () => {
  const { url, form, origin } = await enquiryPage()
  const cross = await hostRequest(dealer, url, { form, headers: { origin: 'http://evil.test' } })
  expect(cross.status).toBe(403)
  expect(cross.body).toContain('This form was sent from another website.')
  const forged = await hostRequest(dealer, url, { form: { ...form, form_started: '1.abc' }, headers: { origin } })
  expect(forged.status).toBe(400)
})

test('a body over the size bound is refused before it is read', async () => {
  const { url, form, origin } = await enquiryPage()
  const res = await hostRequest(dealer, url, { form: { ...form, message: 'x'.repeat(70 * 1024) }, headers: { origin } })
  expect(res.status).toBe(413)
})

test('two shoppers never get the same form key (lead form pages bypass the page cache)', async () => {
  const search = (await hostRequest(dealer, '/search/used-cars')).body
  const slug = /href="\/cars\/([a-z0-9-]+)"/.exec(search)![1]
  const key = async () => {
    const res = await hostRequest(dealer, `/cars/${slug}/enquire`)
    expect(res.headers['cache-control']).toContain('no-store')
    return /name="idempotency_key" value="([^"]+)"/.exec(res.body)![1]
  }
  expect(await key()).not.toBe(await key())
})

test('the other forms that change what a shopper keeps refuse a POST from another site too, and set nothing', async () => {
  const slug = await firstCarSlug(dealer)
  const { id } = queryE2eDb<{ id: string }>('select id from cars where tenant = ? and slug = ?', dealer, slug)[0]!
  const posts: [string, Record<string, string>][] = [
    [`/cars/${slug}/favourite`, { intent: 'add' }],
    ['/compare', { car_id: id }],
    ['/analytics/consent', { choice: 'accept', redirect: '/' }],
    ['/search/used-cars', { email: 'someone@example.com' }],
  ]
  for (const [path, form] of posts) {
    const cross = await hostRequest(dealer, path, { form, headers: { origin: 'http://evil.test' } })
    expect(cross.status, path).toBe(403)
    expect(cross.body, path).toContain('This form was sent from another website.')
    expect(cross.headers['set-cookie'], path).toBeUndefined()
    // From the dealer's own pages they go through (a redirect back, or the page with its answer).
    const own = await hostRequest(dealer, path, { form, headers: { origin: dealerOrigin(dealer) } })
    expect(own.status, path).not.toBe(403)
    expect(own.status, path).toBeLessThan(500)
  }
})
