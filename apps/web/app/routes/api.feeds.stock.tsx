import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { feedImportCall, feedReportsCall } from '~/.server/feed-endpoint'

/**
 * The dealer's stock feed endpoint (docs/spec-coverage.md, Stock feeds): GET the latest import
 * reports, POST a CSV or XML feed; both with the dealer's bearer token.
 */
export const loader = (args: LoaderFunctionArgs) => feedReportsCall(args)

export const action = (args: ActionFunctionArgs) => feedImportCall(args)
