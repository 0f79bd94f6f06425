import type { ActionFunctionArgs } from '@remix-run/node'
import { watchlistCall } from '~/.server/watchlist-call'

/** Spec §7 POST /api/watchlist/save-car: body `{ phone_number, car_id }`, answer `{ success }`. */
export const action = (args: ActionFunctionArgs) => watchlistCall('save', args)

export const loader = () =>
  Response.json({ success: false, message: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })
