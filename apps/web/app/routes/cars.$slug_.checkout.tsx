import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { reserveAction, reserveLoader } from '~/.server/reserve-page'
import { ReservePage } from '~/components/reserve/reserve-page'
import { leadFormHeaders } from '~/.server/lead-action'
import { RouteError } from '~/components/route-error'
import { pageMeta } from '~/lib/page-meta'

// /cars/{slug}/checkout; /cars/{slug}/buy-online re-exports it (per tenant; docs/spec-coverage.md,
// Trade-in, finance and reserve).
export const loader = (args: LoaderFunctionArgs) => reserveLoader(args)
export const action = (args: ActionFunctionArgs) => reserveAction(args)

/** The page carries a lead form with its own idempotency key: never shared from the page cache. */
export const headers = leadFormHeaders

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  pageMeta(args, { title: data ? `Reserve the ${data.car.name}` : 'Reserve Car Now', missing: 'car', noindex: true })

export default function Reserve() {
  return <ReservePage data={useLoaderData<typeof loader>()} lastResult={useActionData<typeof action>()} />
}

export function ErrorBoundary() {
  return <RouteError missing="car" />
}
