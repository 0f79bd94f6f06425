import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { onlinePaymentConfirmationLoader } from '~/.server/online-payment'
import { leadFormHeaders } from '~/.server/lead-action'
import { PaymentConfirmation } from '~/components/payments/PaymentConfirmation'
import { RouteError } from '~/components/route-error'
import { pageMeta } from '~/lib/page-meta'

// /online-payment/confirmation?payment={id}: only for the shopper (or browser) who paid.
export const loader = (args: LoaderFunctionArgs) => onlinePaymentConfirmationLoader(args)

/** A receipt for one shopper: never from the shared page cache. */
export const headers = leadFormHeaders

export const meta: MetaFunction = (args) => pageMeta(args, { title: 'Payment received', noindex: true })

export default function OnlinePaymentConfirmation() {
  const data = useLoaderData<typeof loader>()
  return (
    <PaymentConfirmation
      title="Payment received"
      receipt={data.receipt}
      dealer={data.dealer}
      dealerPhone={data.dealerPhone}
      nextSteps={`${data.dealer} has been told of your payment and will apply it to your reference.`}
    />
  )
}

export function ErrorBoundary() {
  return <RouteError />
}
