import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { financeAction, financeLoader } from '~/.server/finance-page'
import { FinancePage } from '~/components/finance/finance-page'
import { leadFormHeaders } from '~/.server/lead-action'
import { RouteError } from '~/components/route-error'
import { pageMeta } from '~/lib/page-meta'

// /finance, and through re-exports the four other finance routes (docs/spec-coverage.md, Trade-in,
// finance and reserve).
export const loader = (args: LoaderFunctionArgs) => financeLoader(args)
export const action = (args: ActionFunctionArgs) => financeAction(args)

/** The page carries a lead form with its own idempotency key: never shared from the page cache. */
export const headers = leadFormHeaders

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  pageMeta(args, {
    title: data?.text.title ?? 'Finance',
    description: (dealer) => `${data?.text.title ?? 'Finance'} with ${dealer}. ${data?.text.intro ?? ''}`,
  })

export default function Finance() {
  return <FinancePage data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
}

export function ErrorBoundary() {
  return <RouteError />
}
