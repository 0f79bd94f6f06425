import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import type { Car } from '@dealer/domain'
import { isbot } from 'isbot'
import { CACHE } from '~/.server/cache'
import { countedViews, countingVisitor, countView } from '~/.server/car-events'
import { loadVisibleCar } from '~/.server/visible-car'

/*
 * view.json: a car's view count and fields. GET reads it; the car page's script POSTs
 * (a beacon) once per visit to count a view. Bots are not counted. The count is the feed's own
 * `views` plus the views counted here.
 * Traced in docs/spec-coverage.md, Car page.
 */

function body(car: Car, counted: number) {
  return {
    views: car.views + counted,
    car_fields: { id: car.id, slug: car.slug, photos_count: car.images.length, updated_at: car.created_at },
  }
}

function json(data: unknown, setCookie: string | null = null): Response {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': CACHE.none })
  if (setCookie) headers.set('Set-Cookie', setCookie)
  return new Response(JSON.stringify(data), { headers })
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const car = await loadVisibleCar(context, params.slug)
  return json(body(car, await countedViews(context, car)))
}

export async function action({ params, context, request }: ActionFunctionArgs) {
  const car = await loadVisibleCar(context, params.slug)
  // Bots read the count without adding to it; a visitor adds one per car in the window
  // (docs/spec-coverage.md, Hardening).
  if (isbot(request.headers.get('User-Agent') ?? '')) return json(body(car, await countedViews(context, car)))
  const visitor = await countingVisitor(request, context)
  return json(body(car, await countView(context, car, visitor.who)), visitor.setCookie)
}
