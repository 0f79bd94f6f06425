import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { checkoutConfirmationLoader } from '~/.server/checkout-journey'
import { leadFormHeaders } from '~/.server/lead-action'
import { PaymentConfirmation } from '~/components/payments/PaymentConfirmation'
import { RouteError } from '~/components/route-error'
import { pageMeta } from '~/lib/page-meta'

// /checkout-journey/confirmation?payment={id}: only for the shopper (or browser) who paid.
export const loader = (args: LoaderFunctionArgs) => checkoutConfirmationLoader(args)

/** A receipt for one shopper: never from the shared page cache. */
export const headers = leadFormHeaders

export const meta: MetaFunction = (args) => pageMeta(args, { title: 'Deposit paid', noindex: true })

export default function CheckoutConfirmation() {
  const data = useLoaderData<typeof loader>()
  return (
    <PaymentConfirmation
      title="Deposit paid: the car is reserved for you"
      receipt={data.receipt}
      dealer={data.dealer}
      dealerPhone={data.dealerPhone}
      nextSteps={`${data.dealer} has your details and will call you to arrange an inspection and the rest of the purchase.`}
    />
  )
}

export function ErrorBoundary() {
  return <RouteError />
}
