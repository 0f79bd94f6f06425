import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node'
import { findCarById, findPaymentByIdempotencyKey } from '@dealer/db'
import { carDisplayName, formatAustralianPhone, formatCents, type Car } from '@dealer/domain'
import { checkoutSchema, submitLead } from '@dealer/leads'
import { toSearchDoc } from '@dealer/search'
import { carPhone, checkoutDepositCents } from '@dealer/tenant'
import { canTakeDeposit } from '~/lib/ctas'
import { findVisibleCar, leadCar } from './visible-car'
import { leadContextOf, leadFormBoot } from './lead-action'
import { leadTenant } from './leads'
import { paymentFailed, paymentReference, paymentResponse, withKey } from './payment-journey'
import { formOnlyReply, readPaymentPost } from './payment-post'
import { visibleReceipt } from './payment-receipts'
import { docContext } from './search'
import { gate } from './shopper'

/*
 * The checkout journey (/checkout-journey?car_id={slug}; docs/spec-coverage.md, Payments and spin
 * to win): the shopper pays the reserve deposit online and the car is reserved for them. Switched
 * on per tenant (features.checkoutJourney); gated by sign-in where the tenant gates 'checkout'. The
 * route waits for the car: without one there is nothing to sign in for, so the shopper is sent to
 * choose.
 */

export const CHECKOUT_PATH = '/checkout-journey'
export const CHECKOUT_CONFIRMATION_PATH = '/checkout-journey/confirmation'

export const CHECKOUT_MESSAGES = {
  sold: 'This car has been sold, so its deposit cannot be paid online.',
  reserved: 'This car has already been reserved, so its deposit cannot be paid online.',
  other: 'This car cannot be reserved online.',
  inProgress: 'Another shopper is paying the deposit on this car right now, so it cannot be reserved online.',
} as const

function unavailableMessage(car: Car): string {
  if (car.status === 'sold') return CHECKOUT_MESSAGES.sold
  if (car.reserved) return CHECKOUT_MESSAGES.reserved
  return CHECKOUT_MESSAGES.other
}

function requireFeature(context: AppLoadContext): number {
  const cents = checkoutDepositCents(context.tenant)
  if (!context.tenant.features.checkoutJourney || cents === null) throw new Response(null, { status: 404 })
  return cents
}

const carIdOf = (request: Request) => new URL(request.url).searchParams.get('car_id')

export async function checkoutLoader({ request, context }: LoaderFunctionArgs) {
  const depositCents = requireFeature(context)
  const { tenant, services } = context
  const carId = carIdOf(request)
  if (!carId) return { state: 'choose-car' as const, dealer: tenant.dealer.name }
  const car = await findVisibleCar(context, carId)
  if (!car) return data({ state: 'unknown-car' as const, dealer: tenant.dealer.name }, { status: 404 })
  // The car's own number, as on its page (ADR 016).
  const common = {
    car: leadCar(car),
    dealer: tenant.dealer.name,
    dealerPhone: carPhone(car, tenant)?.number ?? tenant.dealer.phone,
  }
  // Nobody need sign in to learn that a car cannot be paid for.
  if (!canTakeDeposit(car)) {
    return data({ state: 'unavailable' as const, ...common, message: unavailableMessage(car) }, { status: 409 })
  }
  const shopper = await gate(request, context, 'checkout', { back: `/cars/${car.slug}` })
  const boot = await leadFormBoot(request, context)
  return {
    state: 'form' as const,
    ...common,
    deposit: formatCents(depositCents),
    demo: services.payments.provider.demo,
    signedInPhone: shopper ? formatAustralianPhone(shopper.phone) : null,
    boot,
  }
}

export async function checkoutAction({ request, context }: ActionFunctionArgs) {
  const depositCents = requireFeature(context)
  const { tenant, services } = context
  const car = await findVisibleCar(context, carIdOf(request))
  if (!car) return Response.json(formOnlyReply('We could not find this car. It may have been sold.'), { status: 404 })
  const shopper = await gate(request, context, 'checkout', { back: `/cars/${car.slug}` })
  const post = await readPaymentPost(request, context, checkoutSchema())
  if (!post.ok) return post.response

  const { db } = services.database
  // A repeat of a POST that already paid finds its payment (and the car it reserved) below.
  const earlier = await findPaymentByIdempotencyKey(db, tenant.slug, post.idempotencyKey)
  if (!earlier && !canTakeDeposit(car))
    return Response.json(withKey(post.reply([unavailableMessage(car)]), post.keys(post.idempotencyKey)), {
      status: 409,
    })

  const now = services.now()
  const deposit = formatCents(depositCents)
  try {
    const outcome = await services.payments.pay(
      {
        tenant: tenant.slug,
        idempotencyKey: post.idempotencyKey,
        phone: shopper?.phone ?? post.value.phone,
        kind: 'deposit',
        carId: car.id,
        amountCents: depositCents,
        description: `Deposit on the ${carDisplayName(car)} (stock ${car.stocknum})`,
        customer: { name: post.value.name, email: post.value.email },
        now,
      },
      {
        // The dealer hears of it in the same commit as the payment: never one without the other.
        onSucceeded: async (trx, payment) => {
          const { leadId } = await submitLead(
            trx,
            leadTenant(tenant),
            {
              form: 'checkout',
              values: { ...post.value, car_id: car.id, deposit, payment_reference: paymentReference(payment) },
              context: leadContextOf(request, context, post.formData),
            },
            { idempotencyKey: post.idempotencyKey, now, ipHashKey: services.leadGuard.settings.secret },
          )
          return leadId
        },
      },
    )
    if (outcome.outcome === 'car-unavailable') {
      const fresh = (await findCarById(db, tenant.slug, car.id)) ?? car
      const message =
        fresh.reserved || fresh.status !== 'in_stock' ? unavailableMessage(fresh) : CHECKOUT_MESSAGES.inProgress
      return Response.json(withKey(post.reply([message]), post.keys(post.idempotencyKey)), { status: 409 })
    }
    if (outcome.outcome === 'succeeded' && !outcome.repeat) void refreshCarInSearch(context, car.id)
    return paymentResponse(request, context, outcome, post, CHECKOUT_CONFIRMATION_PATH)
  } catch (error) {
    return paymentFailed(context, 'checkout', error, post)
  }
}

/** The reserved car leaves the search results' available cars now, in every server process, not at the next import. */
async function refreshCarInSearch(context: AppLoadContext, carId: string): Promise<void> {
  const { tenant, services } = context
  try {
    const car = await findCarById(services.database.db, tenant.slug, carId)
    if (car) await services.search.engine.index(tenant.slug, [toSearchDoc(car, docContext(tenant, services.now()))])
    // The reservation bumped the stock version: this process's cached pages go, the others are told.
    await services.feeds.stockChanged(tenant.slug)
  } catch (error) {
    console.error(`search update after a deposit on ${carId} (${tenant.slug}):`, (error as Error).message)
  }
}

export async function checkoutConfirmationLoader({ request, context }: LoaderFunctionArgs) {
  requireFeature(context)
  const receipt = await visibleReceipt(request, context, 'deposit')
  if (!receipt) throw new Response(null, { status: 404 })
  return { receipt, dealer: context.tenant.dealer.name, dealerPhone: context.tenant.dealer.phone }
}
