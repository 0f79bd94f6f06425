import { useMemo } from 'react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { UNEXPECTED_ERROR_MESSAGE } from '@dealer/leads/client'
import { tradeInAction, tradeInLoader } from '~/.server/trade-in-page'
import { TradeInPage, tradeInState } from '~/components/trade-in/trade-in-page'
import { keepPageDataAfterStep, TRADE_IN_INTRO } from '~/lib/trade-in-steps'
import * as layout from '~/styles/layout.css'
import { leadFormHeaders } from '~/.server/lead-action'
import { pageMeta } from '~/lib/page-meta'

// /trade-in, and through re-exports /sell-my-car and /cars/trade-in?car_id={slug}
// (docs/spec-coverage.md, Trade-in, finance and reserve).
export const loader = (args: LoaderFunctionArgs) => tradeInLoader(args)
export const action = (args: ActionFunctionArgs) => tradeInAction(args)
export const shouldRevalidate = keepPageDataAfterStep

/** The page carries a lead form with its own idempotency key: never shared from the page cache. */
export const headers = leadFormHeaders

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  pageMeta(args, {
    title: data?.interest === 'sell' ? 'Sell My Car' : 'Value My Trade-In',
    description: (dealer) =>
      `${data?.interest === 'sell' ? 'Sell your car to' : 'Value your trade-in with'} ${dealer}. ${TRADE_IN_INTRO}`,
  })

export default function TradeIn() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData()
  // The same state for the same answer: the step's form loads on demand and keeps its server HTML
  // only while its props stay the same (~/lib/on-demand.tsx).
  const state = useMemo(() => tradeInState(actionData), [actionData])
  return <TradeInPage data={data} state={state} />
}

/**
 * A step that failed with no lead id and no message of its own (docs/spec-coverage.md, Trade-in,
 * finance and reserve).
 */
export function ErrorBoundary() {
  return (
    <div className={`${layout.container} ${layout.errorPage}`} role="alert">
      <h1 className={layout.sectionTitle}>{UNEXPECTED_ERROR_MESSAGE}</h1>
      <p>
        <Link to="/trade-in">Start again</Link>
      </p>
    </div>
  )
}
