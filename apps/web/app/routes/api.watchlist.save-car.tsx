import type { ActionFunctionArgs } from '@remix-run/node'
import { watchlistCall } from '~/.server/watchlist-call'

export const loader = () =>
  Response.json({ success: false, message: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })

/**
 * POST /api/watchlist/save-car: the body is `{ phone_number, car_id }` (JSON or form fields), the
 * answer `{ success, message }` (docs/spec-coverage.md, Watchlist, favourites and compare).
 */
export const action = (args: ActionFunctionArgs) => watchlistCall('save', args)
