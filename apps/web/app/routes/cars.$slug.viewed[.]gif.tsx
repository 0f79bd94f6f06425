import type { LoaderFunctionArgs } from '@remix-run/node'
import { pushViewedId } from '@dealer/domain'
import { loadVisibleCar } from '~/.server/visible-car'
import { readViewedIds, viewedCookie } from '~/.server/visitor-cookies'

// A transparent 1×1 GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/**
 * Keeps 'Recently viewed' without JavaScript: the car page (which may come from the shared page
 * cache, so it sets no cookie itself) loads this image, whose answer puts the car first in the
 * visitor's own `viewed` cookie.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const car = await loadVisibleCar(context, params.slug)
  const ids = pushViewedId(await readViewedIds(request), car.id)
  return new Response(PIXEL, {
    headers: {
      'Content-Type': 'image/gif',
      'Cache-Control': 'private, no-store',
      'Set-Cookie': await viewedCookie(ids, request),
    },
  })
}
