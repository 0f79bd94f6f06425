import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { checkoutAction, checkoutLoader } from '~/.server/checkout-journey'
import { leadFormHeaders } from '~/.server/lead-action'
import { CheckoutJourneyPage } from '~/components/payments/CheckoutJourneyPage'
import type { PaymentReply } from '~/components/payments/payment-reply'
import { RouteError } from '~/components/route-error'
import { pageMeta } from '~/lib/page-meta'

// /checkout-journey?car_id={slug}: the shopper pays the reserve deposit online and the car is
// reserved for them; only on dealers that switch the journey on (docs/spec-coverage.md, Payments
// and spin to win).
export const loader = (args: LoaderFunctionArgs) => checkoutLoader(args)
export const action = (args: ActionFunctionArgs) => checkoutAction(args)

/** The page carries a payment form with its own idempotency key: never shared from the page cache. */
export const headers = leadFormHeaders

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  pageMeta(args, { title: data && 'car' in data ? `Buy the ${data.car.name} online` : 'Buy Online', noindex: true })

export default function CheckoutJourney() {
  return (
    <CheckoutJourneyPage data={useLoaderData<typeof loader>()} reply={useActionData<typeof action>() as PaymentReply} />
  )
}

export function ErrorBoundary() {
  return <RouteError />
}
