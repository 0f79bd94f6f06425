import type { ActionFunctionArgs } from '@remix-run/node'
import { watchlistCall } from '~/.server/watchlist-call'

export const loader = () =>
  Response.json({ success: false, message: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })

/**
 * POST /api/watchlist/remove-car: the same body and answer as save-car (docs/spec-coverage.md,
 * Watchlist, favourites and compare).
 */
export const action = (args: ActionFunctionArgs) => watchlistCall('remove', args)
