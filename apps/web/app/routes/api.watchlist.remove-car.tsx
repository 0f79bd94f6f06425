import type { ActionFunctionArgs } from '@remix-run/node'
import { watchlistCall } from '~/.server/watchlist-call'

/** Spec §7 POST /api/watchlist/remove-car: the same body as save-car. */
export const action = (args: ActionFunctionArgs) => watchlistCall('remove', args)

export const loader = () =>
  Response.json({ success: false, message: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })
