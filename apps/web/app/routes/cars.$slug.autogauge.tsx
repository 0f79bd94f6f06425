import type { LoaderFunctionArgs } from '@remix-run/node'
import { autoGaugeBody, carAutoGauge } from '~/.server/auto-gauge'
import { cacheHeaders } from '~/.server/cache'
import { loadVisibleCar } from '~/.server/visible-car'

/*
 * GET /cars/{slug}/autogauge: the auto gauge's fill, listing_price, market_range_min,
 * market_range_max, confidence and description, as JSON. A car this dealer does not show is a 404.
 * When the panel is hidden (too few comparables, low confidence, a price above the range, a
 * failure) the answer is still 200 with the six fields null: a client applying the spec's rule
 * (any field missing hides the panel) hides it, and every answer has one shape.
 * Traced in docs/spec-coverage.md, Car page.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const car = await loadVisibleCar(context, params.slug)
  const body = autoGaugeBody(await carAutoGauge(context, car))
  return new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...cacheHeaders('short') },
  })
}
