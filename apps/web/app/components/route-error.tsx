import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from '@remix-run/react'
import { isNotFound, notFoundText, type Missing } from '~/lib/not-found'
import * as layout from '~/styles/layout.css'

/** Where a shopper who hit a dead end can start again: every car in stock. */
export const ALL_STOCK_HREF = '/search/new-used-and-demo-cars'

/**
 * A route's error boundary: a 404 names what was not found and offers a search of all stock;
 * any other failure says so and offers the way back. It replaces only the route's part of the
 * page, so the dealer's header, footer and theme stay around it. Links are plain <a>: after a
 * failure a full page load is the surest way on.
 */
export function RouteError({ missing = 'page' }: { missing?: Missing }) {
  const error = useRouteError()
  const stock = useRouteLoaderData<{ site?: { stock?: string } }>('root')?.site?.stock
  const notFound = isNotFound(error)
  // A client's mistake (404, a PUT to a page: 405) is no fault to log (docs/spec-coverage.md, Hardening).
  if (!(isRouteErrorResponse(error) && error.status < 500)) console.error(error)
  const { title, text } = notFound
    ? notFoundText(missing, stock)
    : { title: 'Something went wrong', text: 'Please try again in a moment.' }
  return (
    <section className={`${layout.container} ${layout.errorPage}`} aria-labelledby="route-error-title">
      <h1 id="route-error-title">{title}</h1>
      <p>{text}</p>
      <p>
        <a href={ALL_STOCK_HREF}>Search all stock</a> · <a href="/">Back to the home page</a>
      </p>
    </section>
  )
}
