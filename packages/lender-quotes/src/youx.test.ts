import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { lenderQuotesFromEnv } from './from-env'
import type { LenderQuoteRequest } from './port'
import { createYouxQuotes } from './youx'

interface Received {
  method: string | undefined
  url: string | undefined
  contentType: string | undefined
  body: unknown
}

/** A local youx: records each request and answers with `answer`. */
async function startYoux(answer: (res: ServerResponse) => void) {
  const received: Received[] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    received.push({
      method: req.method,
      url: req.url,
      contentType: req.headers['content-type'],
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
    })
    answer(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  )
  return { url, received }
}

let closers: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(closers.map((c) => c()))
  closers = []
})

const car: LenderQuoteRequest = { purchasePrice: 38990, year: 2023, vin: 'JM0BP2HL200123456', nvic: 'ABC123' }
const json = (status: number, body: string) => (res: ServerResponse) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(body)

describe('the youx quote adapter', () => {
  it('posts the car to {url}/api/youx/quote and reads the weekly repayment and both rates', async () => {
    const youx = await startYoux(
      json(200, JSON.stringify({ weeklyRepaymentAmount: 171.4, comparisonRate: '9.42', advertisedRate: 8.99, id: 7 })),
    )
    const failures: string[] = []
    const quote = await createYouxQuotes({ baseUrl: `${youx.url}/`, onFailure: (r) => failures.push(r) }).quote(car)
    expect(youx.received).toEqual([
      {
        method: 'POST',
        url: '/api/youx/quote',
        contentType: 'application/json',
        body: {
          selfAssessedCreditScore: 'GREAT',
          purchasePrice: 38990,
          loanTerm: 5,
          year: 2023,
          vin: 'JM0BP2HL200123456',
          nvic: 'ABC123',
          whoIsHelping: '',
        },
      },
    ])
    expect(quote).toEqual({
      lender: 'youx',
      loanTermYears: 5,
      loanAmount: 38990,
      weeklyRepayment: 171.4,
      advertisedRate: 8.99,
      comparisonRate: 9.42,
    })
    expect(failures).toEqual([])
  })

  it('sends an empty vin and nvic when the car has none', async () => {
    const youx = await startYoux(json(200, '{"weeklyRepaymentAmount":1,"comparisonRate":1,"advertisedRate":1}'))
    await createYouxQuotes({ baseUrl: youx.url }).quote({ ...car, vin: null, nvic: null })
    expect(youx.received[0]?.body).toMatchObject({ vin: '', nvic: '' })
  })

  it('gives null, without throwing, for an answer that is not JSON', async () => {
    const youx = await startYoux(json(200, '<html>Service Unavailable</html>'))
    const failures: string[] = []
    expect(await createYouxQuotes({ baseUrl: youx.url, onFailure: (r) => failures.push(r) }).quote(car)).toBeNull()
    expect(failures).toEqual(['youx answered with something other than JSON'])
  })

  it('gives null for JSON without the figures, or with a figure that is not a positive number', async () => {
    for (const body of [
      '{"weeklyRepaymentAmount":171.4,"advertisedRate":8.99}',
      '{"weeklyRepaymentAmount":"n/a","comparisonRate":9.42,"advertisedRate":8.99}',
      '{"weeklyRepaymentAmount":-3,"comparisonRate":9.42,"advertisedRate":8.99}',
      'null',
      '[]',
    ]) {
      const youx = await startYoux(json(200, body))
      expect(await createYouxQuotes({ baseUrl: youx.url }).quote(car), body).toBeNull()
    }
  })

  it('gives null for an error status', async () => {
    const youx = await startYoux(
      json(500, '{"weeklyRepaymentAmount":171.4,"comparisonRate":9.42,"advertisedRate":8.99}'),
    )
    const failures: string[] = []
    expect(await createYouxQuotes({ baseUrl: youx.url, onFailure: (r) => failures.push(r) }).quote(car)).toBeNull()
    expect(failures).toEqual(['youx answered 500'])
  })

  it('gives null as soon as youx takes longer than the timeout', async () => {
    const youx = await startYoux((res) => {
      setTimeout(() => json(200, '{"weeklyRepaymentAmount":1,"comparisonRate":1,"advertisedRate":1}')(res), 3000)
    })
    const failures: string[] = []
    const started = Date.now()
    const quote = await createYouxQuotes({
      baseUrl: youx.url,
      timeoutMs: 200,
      onFailure: (r) => failures.push(r),
    }).quote(car)
    expect(quote).toBeNull()
    expect(Date.now() - started).toBeLessThan(2000)
    expect(failures).toEqual(['youx took longer than 200 ms'])
  })

  it('gives null when youx cannot be reached', async () => {
    const youx = await startYoux(json(200, '{}'))
    await Promise.all(closers.map((c) => c()))
    closers = []
    const failures: string[] = []
    expect(await createYouxQuotes({ baseUrl: youx.url, onFailure: (r) => failures.push(r) }).quote(car)).toBeNull()
    expect(failures[0]).toMatch(/^youx unreachable/)
  })
})

describe('lenderQuotesFromEnv', () => {
  it('is off without YOUX_QUOTE_URL, youx with it, and stops start-up for a URL that is not http(s)', () => {
    expect(lenderQuotesFromEnv({})).toBeNull()
    expect(lenderQuotesFromEnv({ YOUX_QUOTE_URL: '  ' })).toBeNull()
    expect(lenderQuotesFromEnv({ YOUX_QUOTE_URL: 'https://quotes.example' })?.lender).toBe('youx')
    expect(() => lenderQuotesFromEnv({ YOUX_QUOTE_URL: 'quotes.example' })).toThrow(/YOUX_QUOTE_URL/)
  })
})
