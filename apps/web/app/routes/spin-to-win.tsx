import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { spinAction, spinLoader } from '~/.server/spin-to-win'
import { SpinToWinPage } from '~/components/spin-to-win/SpinToWinPage'
import { pageMeta } from '~/lib/page-meta'

// /spin-to-win: the dealer's prize campaign, one spin per signed-in phone; behind sign-in where
// the dealer gates it (docs/spec-coverage.md, Payments and spin to win).
export const loader = (args: LoaderFunctionArgs) => spinLoader(args)
export const action = (args: ActionFunctionArgs) => spinAction(args)

/** The page shows the signed-in shopper's own result: never from a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  pageMeta(args, { title: data ? data.title : 'Spin to Win', noindex: true })

export default function SpinToWin() {
  return <SpinToWinPage data={useLoaderData<typeof loader>()} />
}
