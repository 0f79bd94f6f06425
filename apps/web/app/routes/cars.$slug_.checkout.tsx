import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { reserveAction, reserveLoader } from '~/.server/reserve-page'
import { ReservePage } from '~/components/reserve/reserve-page'
import { leadFormHeaders } from '~/.server/lead-action'

// /cars/{slug}/checkout; /cars/{slug}/buy-online re-exports it (spec §2, per tenant).
/** The page carries a lead form with its own idempotency key: never shared from the page cache. */
export const headers = leadFormHeaders
export const loader = (args: LoaderFunctionArgs) => reserveLoader(args)
export const action = (args: ActionFunctionArgs) => reserveAction(args)

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Reserve the ${data.car.name}` : 'Reserve Car Now' },
  { name: 'robots', content: 'noindex' },
]

export default function Reserve() {
  return <ReservePage data={useLoaderData<typeof loader>()} lastResult={useActionData<typeof action>()} />
}
