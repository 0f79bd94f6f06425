import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { onlinePaymentConfirmationLoader } from '~/.server/online-payment'
import { PaymentConfirmation } from '~/components/payments/PaymentConfirmation'

// /online-payment/confirmation?payment={id}: only for the shopper (or browser) who paid.
export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}
export const loader = (args: LoaderFunctionArgs) => onlinePaymentConfirmationLoader(args)

export const meta: MetaFunction = () => [{ title: 'Payment received' }, { name: 'robots', content: 'noindex' }]

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
