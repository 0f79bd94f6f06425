import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { cacheHeaders } from '~/.server/cache'
import { countingVisitor, notePhoneReveal } from '~/.server/car-events'
import { carPhoneOrWarn } from '~/.server/car-phone'
import { revealPhoneCookie } from '~/.server/visitor-cookies'
import { loadVisibleCar } from '~/.server/visible-car'
import { PHONE_BLOCK_ID } from '~/lib/call-action'
import { formFields, wantsJson } from '~/lib/requests'

/** A GET (a bookmarked or crawled form URL) goes back to the car page without revealing. */
export async function loader({ params, context }: ActionFunctionArgs) {
  const car = await loadVisibleCar(context, params.slug)
  return redirect(`/cars/${car.slug}#${PHONE_BLOCK_ID}`)
}

/**
 * Phone reveal and its record: POST reveals the car's number (carPhone, ADR 016: its location's
 * unless the dealer overrides it) and records {car_id, dealership_id, website_id}. The page's
 * script asks for JSON and shows the number in place; without JavaScript the form posts here and
 * comes back to the page (the cookie makes this car's page show the number). A car without a
 * number has nothing to reveal: 404, nothing recorded. A failed record is logged only
 * (docs/spec-coverage.md, Car page).
 */
export async function action({ params, context, request }: ActionFunctionArgs) {
  const car = await loadVisibleCar(context, params.slug)
  const phone = carPhoneOrWarn(context.tenant, car)
  if (!phone) throw new Response(null, { status: 404 })
  const source = (await formFields(request)).get('source') === 'button' ? 'button' : 'link'
  const visitor = await countingVisitor(request, context)
  await notePhoneReveal(context, car, source, visitor.who)
  const headers = new Headers(cacheHeaders('none'))
  if (visitor.setCookie) headers.append('Set-Cookie', visitor.setCookie)
  // Already revealed on this car's page: no need to set the cookie again.
  const cookie = await revealPhoneCookie(request, car.id)
  if (cookie) headers.append('Set-Cookie', cookie)
  if (wantsJson(request)) {
    headers.set('Content-Type', 'application/json; charset=utf-8')
    return new Response(JSON.stringify({ phone: phone.number, href: phone.href }), { headers })
  }
  return redirect(`/cars/${car.slug}#${PHONE_BLOCK_ID}`, { status: 303, headers })
}
