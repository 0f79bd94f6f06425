import { isRouteErrorResponse } from '@remix-run/react'

/**
 * What a 404 page says was not found: its heading (~/components/route-error) and its title
 * (pageMeta), so the tab and the page agree (docs/spec-coverage.md, Pages and navigation). `stock`
 * is the dealer's stock noun ('car', 'caravan'; the root data's `site.stock`).
 */
export function notFoundText(missing: Missing, stock = 'car'): { title: string; text: string } {
  return missing === 'car'
    ? {
        title: `${stock.charAt(0).toUpperCase()}${stock.slice(1)} not found`,
        text: `We couldn't find that ${stock}. It may have been sold, or the link may be out of date.`,
      }
    : {
        title: 'Page not found',
        text: `We couldn't find that page. It may have moved, or the ${stock} may have been sold.`,
      }
}

/** What a route's 404 failed to find: a page, or a car (the car page and its forms). */
export type Missing = 'page' | 'car'

/** Whether a route's error is a 404. */
export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404
}
