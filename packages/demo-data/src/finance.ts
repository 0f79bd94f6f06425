import type { FinanceLender } from '@dealer/domain'
import type { Rng } from './rng'

interface QuoteInput {
  price: number
  rate: number
  comparison: number
  depositPct: number
  balloonPct: number
  years: number
  fee: number
  provider: string
}

function payment(
  principal: number,
  balloon: number,
  annualRate: number,
  periodsPerYear: number,
  years: number,
): number {
  const i = annualRate / 100 / periodsPerYear
  const n = periodsPerYear * years
  if (i === 0) return (principal - balloon) / n
  return ((principal - balloon / Math.pow(1 + i, n)) * i) / (1 - Math.pow(1 + i, -n))
}

const r2 = (v: number) => Math.round(v * 100) / 100

export function quote(q: QuoteInput): FinanceLender {
  const deposit = Math.round(q.price * q.depositPct)
  const balloon = Math.round(q.price * q.balloonPct)
  const principal = q.price - deposit + q.fee
  const week = payment(principal, balloon, q.rate, 52, q.years)
  const month = payment(principal, balloon, q.rate, 12, q.years)
  const parts = [
    `${q.years} year term`,
    `${(q.depositPct * 100).toFixed(1)}% deposit`,
    `${(q.balloonPct * 100).toFixed(1)}% final payment`,
  ]
  return {
    deposit,
    termYears: q.years,
    termMonths: q.years * 12,
    termWeeks: q.years * 52,
    interestRate: q.rate,
    comparisonRate: q.comparison,
    establishmentFees: q.fee,
    paymentWeek: r2(week),
    paymentMonth: r2(month),
    totalPayable: r2(week * 52 * q.years + balloon + deposit),
    balloon,
    financeProvider: q.provider,
    disclaimer:
      `${parts.join(', ')}. Estimated repayments are based on a secured consumer loan at ${q.rate.toFixed(2)}% p.a. ` +
      `(comparison rate ${q.comparison.toFixed(2)}% p.a.) through ${q.provider}, including an establishment fee of $${q.fee.toLocaleString('en-AU')}. ` +
      'The comparison rate is based on a 5 year secured loan of $30,000. WARNING: This comparison rate is true only for the example given and may not include all fees and charges. ' +
      'Different terms, fees or other loan amounts might result in a different comparison rate. Approved applicants only; fees, charges and lending criteria apply.',
  }
}

/** One to three lender quotes for a car, keyed by lender id. */
export function lendersFor(rng: Rng, price: number, make: string, isNew: boolean): Record<string, FinanceLender> {
  const out: Record<string, FinanceLender> = {}
  const rate = Math.round(rng.float(6.29, 12.94) * 100) / 100
  out.plenti = quote({
    price,
    rate,
    comparison: Math.round((rate + rng.float(0.6, 1.4)) * 100) / 100,
    depositPct: rng.chance(0.5) ? 0 : 0.1,
    balloonPct: rng.chance(0.4) ? 0.3 : 0,
    years: rng.chance(0.8) ? 5 : rng.pick([3, 4, 7]),
    fee: 395,
    provider: 'Plenti',
  })
  if (rng.chance(0.5)) {
    const r = Math.round(rng.float(7.5, 13.5) * 100) / 100
    out.angle = quote({
      price,
      rate: r,
      comparison: Math.round((r + 0.9) * 100) / 100,
      depositPct: 0.1,
      balloonPct: 0.3,
      years: 5,
      fee: 1360.5,
      provider: 'Angle Auto Finance',
    })
  }
  if (isNew && make === 'Toyota' && rng.chance(0.6)) {
    out.toyotaFinance = quote({
      price,
      rate: 4.99,
      comparison: 6.29,
      depositPct: 0.1,
      balloonPct: 0.3,
      years: 5,
      fee: 1300,
      provider: 'Toyota Finance',
    })
  }
  return out
}

/** A plain weekly estimate (no deposit, 5 years) used for cards. */
export function weeklyEstimate(price: number, rate = 9.49): number {
  return Math.round(payment(price + 395, 0, rate, 52, 5))
}
