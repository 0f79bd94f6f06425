import { describe, expect, it } from 'vitest'
import { parseTenantConfig } from './load'
import { minimalTenant } from './minimal-tenant'
import { DEFAULT_FINANCE_LENDERS } from './schema'
import { financeSettings } from './site'

const parse = (extra: Parameters<typeof minimalTenant>[1]) =>
  parseTenantConfig(minimalTenant('alpha', extra), 'tenants/alpha/tenant.json')

describe('finance settings', () => {
  it('default to the input calculator, the preset’s rate and fees, the platform’s lenders, no offer and no youx quote', () => {
    const t = parse({})
    expect(t.finance).toEqual({
      calculator: 'standardInput',
      interestRate: null,
      establishmentFee: null,
      otherFees: null,
      lenders: DEFAULT_FINANCE_LENDERS,
      offerEnds: null,
      youxQuote: false,
    })
    expect(Object.keys(t.finance.lenders)).toEqual(['plenti', 'ratesetter', 'wisr', 'money3'])
  })

  it('keep the dealer’s rate, fees, lender order and offer end, with the excluded makes of its lists', () => {
    const t = parse({
      finance: {
        calculator: 'dealerVariant',
        interestRate: 8.5,
        establishmentFee: 395,
        otherFees: [{ label: 'Dealer agency', amount: 912.25 }],
        lenders: { money3: 'monthlyPayment', plenti: 'recentCarWithComparisonRate' },
        offerEnds: '2026-12-31',
      },
      lists: { excludedFinanceMakes: ['Ferrari'] },
    })
    expect(financeSettings(t)).toEqual({
      calculator: 'dealerVariant',
      interestRate: 8.5,
      establishmentFee: 395,
      otherFees: [{ label: 'Dealer agency', amount: 912.25, per: 'once' }],
      lenders: { money3: 'monthlyPayment', plenti: 'recentCarWithComparisonRate' },
      excludedMakes: ['Ferrari'],
    })
    expect(Object.keys(financeSettings(t).lenders)).toEqual(['money3', 'plenti'])
  })

  it('refuse an unknown preset, lender rule, a bad date or a negative fee, naming the field', () => {
    expect(() => parse({ finance: { calculator: 'cheapest' as never } })).toThrow(/finance\.calculator/)
    expect(() => parse({ finance: { lenders: { plenti: 'always' as never } } })).toThrow(/finance\.lenders\.plenti/)
    expect(() => parse({ finance: { offerEnds: '31/12/2026' } })).toThrow(/finance\.offerEnds/)
    expect(() => parse({ finance: { establishmentFee: -1 } })).toThrow(/finance\.establishmentFee/)
  })
})
