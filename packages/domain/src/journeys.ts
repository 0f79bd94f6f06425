import { CAR_NOUN, type StockNoun } from './stock-noun'

/**
 * Why a shopper is asked to sign in (the `type` of `/sign-in?type=`). The garage and watchlist
 * are always gated; the other journeys only where the dealer's config gates them.
 */
export const SIGN_IN_REASONS = [
  'watchlist',
  'my-garage',
  'finance',
  'trade-in',
  'checkout',
  'spin-to-win',
  'online-payment',
  'car-finance',
] as const
export type SignInReason = (typeof SIGN_IN_REASONS)[number]

/** Journeys a dealer may gate behind sign-in (tenant `accounts.gated`). */
export const GATEABLE_JOURNEYS = [
  'finance',
  'trade-in',
  'checkout',
  'spin-to-win',
  'online-payment',
  'car-finance',
] as const satisfies readonly SignInReason[]
export type GateableJourney = (typeof GATEABLE_JOURNEYS)[number]

export function isSignInReason(value: unknown): value is SignInReason {
  return typeof value === 'string' && (SIGN_IN_REASONS as readonly string[]).includes(value)
}

/** The sign-in page's line about why the shopper is there, naming the dealer's stock (`stockNoun`). */
export function signInReasonText(reason: SignInReason, noun: StockNoun = CAR_NOUN): string {
  const texts: Readonly<Record<SignInReason, string>> = {
    watchlist: `Sign in to save ${noun.many} to your watchlist.`,
    'my-garage': `Sign in to open your garage: your saved ${noun.many}, favourites and enquiries.`,
    finance: 'Sign in to apply for finance.',
    'trade-in': 'Sign in to value your trade-in.',
    checkout: `Sign in to reserve this ${noun.one}.`,
    'spin-to-win': 'Sign in to spin to win.',
    'online-payment': 'Sign in to make an online payment.',
    'car-finance': `Sign in to see ${noun.one} finance.`,
  }
  return texts[reason]
}

/** Whether a journey needs a signed-in shopper on this site. */
export function isGated(reason: SignInReason, gated: readonly GateableJourney[]): boolean {
  if (reason === 'my-garage' || reason === 'watchlist') return true
  return (gated as readonly string[]).includes(reason)
}

/** `/sign-in?type=…&redirect=…&back=…` for a journey; both targets must be same-site paths. */
export function signInPath(reason: SignInReason, redirect: string, back: string): string {
  const q = new URLSearchParams({ type: reason, redirect, back })
  return `/sign-in?${q.toString()}`
}
