import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { leadFormHeaders } from '~/.server/lead-action'
import { onlinePaymentAction, onlinePaymentLoader } from '~/.server/online-payment'
import { OnlinePaymentPage } from '~/components/payments/online-payment-on-demand'
import type { PaymentReply } from '~/components/payments/payment-reply'
import { RouteError } from '~/components/route-error'
import { pageMeta } from '~/lib/page-meta'

// /online-payment: the shopper pays an amount against an invoice or reference number; behind
// sign-in where the dealer gates it (docs/spec-coverage.md, Payments and spin to win).
export const loader = (args: LoaderFunctionArgs) => onlinePaymentLoader(args)
export const action = (args: ActionFunctionArgs) => onlinePaymentAction(args)

/** The page carries a payment form with its own idempotency key: never shared from the page cache. */
export const headers = leadFormHeaders

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: 'Online Payment', noindex: true })

export default function OnlinePayment() {
  return (
    <OnlinePaymentPage data={useLoaderData<typeof loader>()} reply={useActionData<typeof action>() as PaymentReply} />
  )
}

export function ErrorBoundary() {
  return <RouteError />
}
