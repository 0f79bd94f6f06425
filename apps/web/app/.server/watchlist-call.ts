import { redirect, type ActionFunctionArgs, type AppLoadContext } from '@remix-run/node'
import { safeLocalPath, signInPath } from '@dealer/accounts'
import { findCarById } from '@dealer/db'
import { carDisplayName, normaliseAustralianPhone, stockNoun, WATCHLIST_TEXT, type Car } from '@dealer/domain'
import { z } from 'zod'
import { formFields } from '~/lib/requests'
import { errorToast } from '~/lib/toast'
import { backToCard, watchlistToast, type WatchlistAnswer } from '~/lib/watchlist'
import { flashToastCookie } from './flash-toast'
import { isSameOrigin } from './lead-guard'
import { getShopper } from './shopper'
import { pendingSaveCookie, saveOnReturnPath } from './watchlist-pending'

/**
 * The body of both calls, as JSON or form fields (docs/spec-coverage.md, Watchlist, favourites and
 * compare). `phone_number` may be left out (the forms without JavaScript do not put the shopper's
 * number in the page); when given it must be the signed-in one. `redirect` is where a form post
 * comes back to.
 */
const callSchema = z.object({
  phone_number: z.string().max(32).optional(),
  car_id: z.string().trim().min(1).max(64),
  redirect: z.string().max(2000).optional(),
})
type CallBody = z.infer<typeof callSchema>

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/** JSON or form fields; anything unreadable is null (a 400, never a 500). */
async function readBody(request: Request): Promise<unknown> {
  if ((request.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      return await request.json()
    } catch {
      return null
    }
  }
  const fields: Record<string, string> = {}
  for (const [name, value] of await formFields(request)) {
    if (typeof value === 'string' && !Object.hasOwn(fields, name)) fields[name] = value
  }
  return fields
}

/** A script's call (JSON body or asking for JSON) gets JSON; a plain form post gets redirects. */
function answersJson(request: Request): boolean {
  const type = request.headers.get('content-type') ?? ''
  return type.includes('application/json') || (request.headers.get('accept') ?? '').includes('application/json')
}

/**
 * POST /api/watchlist/save-car and /remove-car for the signed-in shopper. JSON callers get
 * `{ success, message }` with 400, 401, 403, 404 or 409 when refused; a form posted without
 * JavaScript comes back to its page with a flash toast, or goes to sign-in first.
 */
export async function watchlistCall(change: 'save' | 'remove', { request, context }: ActionFunctionArgs) {
  const json = answersJson(request)
  const reply = (status: number, answer: WatchlistAnswer, setCookie: string[] = []) => {
    const headers = new Headers(NO_STORE)
    for (const c of setCookie) headers.append('Set-Cookie', c)
    return Response.json(answer, { status, headers })
  }
  if (request.method !== 'POST') {
    return reply(405, { success: false, message: 'Use POST.' })
  }
  if (!isSameOrigin(request.headers, request.url)) {
    return reply(403, { success: false, message: 'This call was sent from another website.' })
  }
  const parsed = callSchema.safeParse(await readBody(request))
  const body = parsed.success ? parsed.data : null
  const { tenant, services } = context
  const car = body ? await findCarById(services.database.db, tenant.slug, body.car_id) : undefined
  const back = safeLocalPath(body?.redirect, car ? `/cars/${car.slug}` : '/')
  const backTo = async (toast: Parameters<typeof flashToastCookie>[2]) => {
    const headers = new Headers(NO_STORE)
    headers.append('Set-Cookie', await flashToastCookie(request, context, toast))
    return redirect(backToCard(back, car), { status: 303, headers })
  }

  const shopper = await getShopper(request, context)
  if (!shopper) return signInFirst(change, { request, context, json, car, back, reply })
  if (!body) {
    return json
      ? reply(400, { success: false, message: WATCHLIST_TEXT.badRequest })
      : backTo(errorToast(WATCHLIST_TEXT.badRequest))
  }
  if (!samePhone(body, shopper.phone)) {
    return json
      ? reply(403, { success: false, message: WATCHLIST_TEXT.otherPhone })
      : backTo(errorToast(WATCHLIST_TEXT.otherPhone))
  }

  const { watchlist } = services.accounts
  const had = change === 'remove' && (await watchlist.ids(tenant.slug, shopper.phone)).includes(body.car_id)
  const result =
    change === 'save'
      ? await watchlist.save(tenant.slug, shopper.phone, body.car_id, services.now())
      : await watchlist.remove(tenant.slug, shopper.phone, body.car_id)
  // A saved car the dealer has since deleted still comes off the list: that is a removal.
  const removedGone = change === 'remove' && !result.ok && result.status === 404 && had
  if (!result.ok && !removedGone) {
    return json ? reply(result.status, { success: false, message: result.message }) : backTo(errorToast(result.message))
  }
  const name = result.ok ? carDisplayName(result.car) : `This ${stockNoun(tenant.features).one}`
  const message = change === 'save' ? WATCHLIST_TEXT.saved(name) : WATCHLIST_TEXT.removed(name)
  return json
    ? reply(200, { success: true, message })
    : backTo(watchlistToast(change === 'save' ? 'saved' : 'removed', message))
}

function samePhone(body: CallBody, signedIn: string): boolean {
  if (body.phone_number === undefined || body.phone_number.trim() === '') return true
  return normaliseAustralianPhone(body.phone_number) === signedIn
}

/**
 * Saving needs a signed-in shopper; a signed-out one goes to sign-in with type watchlist
 * (docs/spec-coverage.md, Watchlist, favourites and compare). A save goes on to the car page,
 * which saves the car on return (see watchlist-pending.ts); `back` is the page the shopper pressed
 * Save on.
 */
async function signInFirst(
  change: 'save' | 'remove',
  options: {
    request: Request
    context: AppLoadContext
    json: boolean
    car: Car | undefined
    back: string
    reply: (status: number, answer: WatchlistAnswer, setCookie?: string[]) => Response
  },
) {
  const { request, context, json, car, back, reply } = options
  const cookies: string[] = []
  let onward = back
  if (change === 'save' && car) {
    cookies.push(await pendingSaveCookie(request, context, car.id))
    onward = saveOnReturnPath(car)
  }
  const signIn = signInPath('watchlist', onward, back)
  if (json) return reply(401, { success: false, message: WATCHLIST_TEXT.signInNeeded, signIn }, cookies)
  const headers = new Headers(NO_STORE)
  for (const c of cookies) headers.append('Set-Cookie', c)
  return redirect(signIn, { status: 303, headers })
}
