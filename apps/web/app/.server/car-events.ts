import { createHmac, randomUUID } from 'node:crypto'
import {
  carViewCount,
  recordCarView,
  recordPhoneReveal,
  type CarEventClaimOptions,
  type CarEventVisitor,
} from '@dealer/db'
import type { Car } from '@dealer/domain'
import type { AppLoadContext } from '@remix-run/node'
import { signedCookie } from './signed-cookie'

/*
 * Spec §7 tracking on the car page. A failed record is logged only (spec §8): the shopper still
 * sees the number or the page, whatever the database said. Each visitor counts one view and one
 * reveal per car in a window (docs/spec-coverage.md, Hardening).
 */

/**
 * CAR_EVENT_WINDOW_MINUTES: the window in which a visitor counts one view and one reveal of a car
 * (30 by default). Measured on the wall clock, like the lead rate limits, so a frozen APP_NOW
 * (demo, browser tests) still sees it end.
 */
export function carEventClaims(env: Readonly<Record<string, string | undefined>> = process.env): CarEventClaimOptions {
  const minutes = Number(env.CAR_EVENT_WINDOW_MINUTES)
  return {
    windowMs: (Number.isFinite(minutes) && minutes > 0 ? minutes : 30) * 60 * 1000,
    claimAt: new Date(),
  }
}

/** The visitor's own id (signed, so a made-up one is ignored), a year long. */
const visitorCookie = signedCookie('visitor', { maxAge: 60 * 60 * 24 * 365 })

/** Who is counting: the visitor cookie's id, else the client address, and the address (both hashed). */
export interface CountingVisitor {
  readonly who: CarEventVisitor
  /** A new visitor cookie to send back, when the request had none. */
  readonly setCookie: string | null
}

export async function countingVisitor(request: Request, context: AppLoadContext): Promise<CountingVisitor> {
  const hash = (value: string) =>
    createHmac('sha256', context.services.accounts.cookieSecret).update(value).digest('base64url').slice(0, 22)
  const address = `ip:${hash(context.clientIp ?? 'unknown')}`
  const cookie = visitorCookie(context)
  const id = await cookie.parse(request)
  if (typeof id === 'string' && /^[\w-]{8,64}$/.test(id))
    return { who: { visitor: `v:${hash(id)}`, address }, setCookie: null }
  const issued = randomUUID()
  return {
    who: { visitor: address, address, issued: `v:${hash(issued)}` },
    setCookie: await cookie.serialize(request, issued),
  }
}

/**
 * Records that the dealer's number was revealed for `car` ({car_id, dealership_id, website_id}),
 * once per visitor and car in the window.
 */
export async function notePhoneReveal(
  { tenant, services }: AppLoadContext,
  car: Car,
  source: 'button' | 'link',
  who: CarEventVisitor,
) {
  try {
    await recordPhoneReveal(
      services.database.db,
      tenant.slug,
      { car_id: car.id, dealership_id: car.dealership_id, website_id: tenant.slug, source },
      services.now(),
      who,
      carEventClaims(),
    )
  } catch (err) {
    console.error('phone reveal not recorded', err)
  }
}

/** Views counted here for `car` (without the feed's own `views`). */
export function countedViews({ tenant, services }: AppLoadContext, car: Car): Promise<number> {
  return carViewCount(services.database.db, tenant.slug, car.id)
}

/** Counts one view of `car` (once per visitor in the window) and returns the count; 0 when it could not be counted. */
export async function countView({ tenant, services }: AppLoadContext, car: Car, who: CarEventVisitor): Promise<number> {
  try {
    return await recordCarView(services.database.db, tenant.slug, car.id, services.now(), who, carEventClaims())
  } catch (err) {
    console.error('car view not counted', err)
    return 0
  }
}
