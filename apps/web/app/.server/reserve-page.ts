import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { carPhone } from '@dealer/tenant'
import { canReserve } from '~/lib/ctas'
import { leadCar, loadVisibleCar } from './visible-car'
import { leadAction, leadFormBoot } from './lead-action'
import { reserveOptions } from './lead-forms'
import { gate } from './shopper'

/*
 * Reserve Car Now (/cars/{slug}/checkout, or /cars/{slug}/buy-online on some tenants;
 * docs/spec-coverage.md, Trade-in, finance and reserve). No payment is taken here: the reservation
 * is a lead, and the dealer takes the deposit.
 */

/** Which of the two reserve paths a request is on. */
const routeOf = (request: Request) =>
  new URL(request.url).pathname.replace(/\/+$/, '').endsWith('/buy-online') ? 'buy-online' : 'checkout'

/**
 * The page's car, after sending a request on the other reserve path to this tenant's own. Sign-in
 * comes after both (a gated journey about a car waits until the car is known: docs/spec-coverage.md,
 * Signed-in shoppers), so a shopper is never sent to sign in for a car that is not there, and comes
 * back to the canonical path.
 */
async function reserveCar(request: Request, context: AppLoadContext, slug: string | undefined) {
  const car = await loadVisibleCar(context, slug)
  const own = context.tenant.features.reserveRoute
  if (routeOf(request) !== own) throw redirect(`/cars/${car.slug}/${own}`, { status: 301 })
  await gate(request, context, 'checkout')
  return { car, allowed: canReserve(car, context.tenant) }
}

export async function reserveLoader({ params, request, context }: LoaderFunctionArgs) {
  const { car, allowed } = await reserveCar(request, context, params.slug)
  return {
    car: leadCar(car),
    allowed,
    deposit: context.tenant.leads.reserveDepositText,
    dealer: context.tenant.dealer.name,
    // The car's own number, as on its page (ADR 016).
    phone: carPhone(car, context.tenant)?.number ?? context.tenant.dealer.phone,
    options: reserveOptions(context.tenant),
    // Where the dealer takes the deposit online too (the checkout journey, ADR 015).
    buyOnline: allowed && context.tenant.features.checkoutJourney ? `/checkout-journey?car_id=${car.slug}` : null,
    boot: await leadFormBoot(request, context),
  }
}

/** Ours: no wording was given for a car the reserve rule refuses. */
export const CANNOT_RESERVE_MESSAGE = 'This car cannot be reserved online. Please send us an enquiry instead.'

export async function reserveAction({ params, request, context }: ActionFunctionArgs) {
  const { car, allowed } = await reserveCar(request, context, params.slug)
  if (!allowed)
    return Response.json(
      { status: 'error', initialValue: null, error: { '': [CANNOT_RESERVE_MESSAGE] } },
      { status: 409 },
    )
  const options = reserveOptions(context.tenant)
  return leadAction(request, context, {
    form: 'reserve',
    formOptions: options,
    // The car and the deposit are the page's, whatever the body says.
    serverValues: { car_id: car.id, deposit: options.depositText },
  })
}
