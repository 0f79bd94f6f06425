import type { CarType } from '@dealer/domain'

/** Path segments of the spec's car-type search routes and the types each one lists. */
export const CAR_TYPE_ROUTES: Record<string, readonly CarType[]> = {
  'new-cars': ['new'],
  'demo-cars': ['demo'],
  'used-cars': ['used'],
  'new-and-demo-cars': ['new', 'demo'],
  'new-used-and-demo-cars': ['new', 'demo', 'used'],
}

export type StockPath =
  | { kind: 'types'; segment: string; carTypes: readonly CarType[] }
  | { kind: 'make'; make: string; model: string | null }

const SEGMENT = /^[a-z0-9][a-z0-9-]{0,60}$/

/** Parse the part of /search/... after /search/; null when it cannot be a search page. */
export function parseStockPath(splat: string): StockPath | null {
  const parts = splat.split('/').filter(Boolean)
  if (parts.length === 0) return { kind: 'types', segment: 'new-used-and-demo-cars', carTypes: CAR_TYPE_ROUTES['new-used-and-demo-cars']! }
  if (parts.length > 2 || !parts.every((p) => SEGMENT.test(p))) return null
  const [first, second] = parts as [string, string | undefined]
  const types = CAR_TYPE_ROUTES[first]
  if (types) return second ? null : { kind: 'types', segment: first, carTypes: types }
  return { kind: 'make', make: first, model: second ?? null }
}

/** Spec §2: page 1 carries no page parameter; garbage means page 1. */
export function parsePage(raw: string | null): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1
  return Math.max(1, Number(raw))
}
