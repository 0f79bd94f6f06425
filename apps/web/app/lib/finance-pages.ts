import { ownValue } from '@dealer/domain'
import type { FinanceType } from '@dealer/leads/client'

/** What each finance route (docs/spec-coverage.md, Trade-in, finance and reserve) is called and asks for. */
export interface FinancePageText {
  title: string
  intro: string
  submit: string
}

const TEXT: Record<string, FinancePageText> = {
  '/finance': {
    title: 'Finance',
    intro: 'Tell us what you would like to finance and our finance team will find a loan that suits you.',
    submit: 'Send Finance Enquiry',
  },
  '/finance-enquiry': {
    title: 'Finance Enquiry',
    intro: 'Ask us about finance for your next car: rates, terms and what you could borrow.',
    submit: 'Send Finance Enquiry',
  },
  '/apply-for-finance': {
    title: 'Apply for Finance',
    intro: 'Start your finance application: send us your details and our finance team will call you to complete it.',
    submit: 'Apply Now',
  },
  '/finance-pre-approval': {
    title: 'Finance Pre-Approval',
    intro: 'Know your budget before you choose: send us your details to start a pre-approval.',
    submit: 'Get Pre-Approved',
  },
  '/personalised/finance': {
    title: 'Your Finance',
    intro: 'Finance for this car, worked out on its price: adjust the calculator, then send your details for a quote.',
    submit: 'Get My Finance Quote',
  },
  '/finance-and-insurance': {
    title: 'Finance and Insurance',
    intro: 'Finance, and insurance to go with it: tell us about the car and we will put a package together.',
    submit: 'Send Finance Enquiry',
  },
}

/** The text of the finance page at `pathname` (a trailing slash allowed); /finance's for any other. */
export function financePageText(pathname: string): FinancePageText {
  return ownValue(TEXT, pathname.replace(/\/+$/, '')) ?? TEXT['/finance']!
}

export type { FinanceType }
