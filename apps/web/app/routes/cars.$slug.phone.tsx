import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { telHref } from '@dealer/tenant'
import { cacheHeaders } from '~/.server/cache'
import { notePhoneReveal } from '~/.server/car-events'
import { isPhoneRevealed, revealPhoneCookie } from '~/.server/visitor-cookies'
import { loadVisibleCar } from '~/.server/visible-car'
import { PHONE_BLOCK_ID } from '~/lib/call-action'
import { formFields, wantsJson } from '~/lib/requests'

/** A GET (a bookmarked or crawled form URL) goes back to the car page without revealing. */
export async function loader({ params, context }: ActionFunctionArgs) {
  const car = await loadVisibleCar(context, params.slug)
  return redirect(`/cars/${car.slug}#${PHONE_BLOCK_ID}`)
}

/**
 * Phone reveal and its record: POST reveals the dealer's number and
 * records {car_id, dealership_id, website_id}. The page's script asks for JSON and shows the
 * number in place; without JavaScript the form posts here and comes back to the page (the
 * cookie makes the page show the number). A failed record is logged only (docs/spec-coverage.md, Car page).
 */
export async function action({ params, context, request }: ActionFunctionArgs) {
  const { tenant } = context
  const car = await loadVisibleCar(context, params.slug)
  const source = (await formFields(request)).get('source') === 'button' ? 'button' : 'link'
  await notePhoneReveal(context, car, source)
  const headers = new Headers(cacheHeaders('none'))
  // Already revealed: no need to set the cookie again.
  if (!(await isPhoneRevealed(request.headers.get('Cookie'))))
    headers.set('Set-Cookie', await revealPhoneCookie(request))
  const phone = tenant.dealer.phone
  if (wantsJson(request)) {
    headers.set('Content-Type', 'application/json; charset=utf-8')
    return new Response(JSON.stringify({ phone, href: telHref(phone) }), { headers })
  }
  return redirect(`/cars/${car.slug}#${PHONE_BLOCK_ID}`, { status: 303, headers })
}
