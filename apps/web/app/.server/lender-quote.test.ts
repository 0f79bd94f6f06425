import type { LenderQuoteFigures } from '@dealer/domain'
import type { LenderQuotePort, LenderQuoteRequest } from '@dealer/lender-quotes'
import { describe, expect, it } from 'vitest'
import { carLenderQuote } from './lender-quote'

const figures: LenderQuoteFigures = {
  lender: 'youx',
  loanTermYears: 5,
  loanAmount: 38990,
  weeklyRepayment: 171.4,
  advertisedRate: 8.99,
  comparisonRate: 9.42,
}

function fakePort(answer: (r: LenderQuoteRequest) => LenderQuoteFigures | null = () => figures) {
  const asked: LenderQuoteRequest[] = []
  const port: LenderQuotePort = {
    lender: 'youx',
    quote: async (r) => {
      asked.push(r)
      return answer(r)
    },
  }
  return { port, asked }
}

const on = { slug: 'harbour', finance: { youxQuote: true } } as Parameters<typeof carLenderQuote>[1]
const off = { slug: 'harbour', finance: { youxQuote: false } } as Parameters<typeof carLenderQuote>[1]
const car = {
  id: 'c1',
  status: 'in_stock' as const,
  reserved: false,
  price: 38990,
  year: 2023,
  vin: 'JM0BP2HL200123456',
  nvic: null,
}

describe('carLenderQuote', () => {
  it('asks the lender only when the environment names one, the dealer asks for it and the car can be financed', async () => {
    const { port, asked } = fakePort()
    expect(await carLenderQuote(null, on, car)).toBeNull()
    expect(await carLenderQuote(port, off, car)).toBeNull()
    expect(await carLenderQuote(port, on, { ...car, reserved: true })).toBeNull()
    expect(await carLenderQuote(port, on, { ...car, status: 'coming_soon' })).toBeNull()
    expect(asked).toEqual([])
    expect(await carLenderQuote(port, on, car)).toEqual(figures)
    expect(asked).toEqual([{ purchasePrice: 38990, year: 2023, vin: 'JM0BP2HL200123456', nvic: null }])
  })

  it('keeps a quote ten minutes per car and price, and no quote for a minute', async () => {
    const { port, asked } = fakePort((r) => (r.purchasePrice === 1000 ? null : figures))
    const t = 1_000_000
    await carLenderQuote(port, on, car, t)
    await carLenderQuote(port, on, car, t + 9 * 60_000)
    expect(asked).toHaveLength(1)
    await carLenderQuote(port, on, { ...car, price: 37990 }, t)
    expect(asked).toHaveLength(2)
    await carLenderQuote(port, on, car, t + 11 * 60_000)
    expect(asked).toHaveLength(3)
    const cheap = { ...car, id: 'c2', price: 1000 }
    expect(await carLenderQuote(port, on, cheap, t)).toBeNull()
    await carLenderQuote(port, on, cheap, t + 30_000)
    expect(asked).toHaveLength(4)
    await carLenderQuote(port, on, cheap, t + 61_000)
    expect(asked).toHaveLength(5)
  })

  it('never throws, even when a port does', async () => {
    const port: LenderQuotePort = { lender: 'youx', quote: () => Promise.reject(new Error('boom')) }
    expect(await carLenderQuote(port, on, { ...car, id: 'c3' })).toBeNull()
  })
})
