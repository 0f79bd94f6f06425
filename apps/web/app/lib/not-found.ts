import { isRouteErrorResponse } from '@remix-run/react'

/**
 * What a 404 page says was not found: its heading (~/components/route-error) and its title
 * (pageMeta), so the tab and the page agree (docs/spec-coverage.md, Pages and navigation).
 */
export const NOT_FOUND = {
  page: {
    title: 'Page not found',
    text: "We couldn't find that page. It may have moved, or the car may have been sold.",
  },
  car: {
    title: 'Car not found',
    text: "We couldn't find that car. It may have been sold, or the link may be out of date.",
  },
} as const

/** What a route's 404 failed to find: a page, or a car (the car page and its forms). */
export type Missing = keyof typeof NOT_FOUND

/** Whether a route's error is a 404. */
export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404
}
