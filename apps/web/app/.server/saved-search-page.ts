import { parseWithZod } from '@conform-to/zod'
import { redirect, type AppLoadContext } from '@remix-run/node'
import { SAVE_SEARCH_MARKER, SAVED_SEARCH_TEXT, saveSearchSchema, signInPath } from '@dealer/accounts'
import { decodeSearchUrl, searchPageUrl, type SearchState, type SearchVocabulary } from '@dealer/search'
import { formFields } from '~/lib/requests'
import { savedSearchName } from '~/lib/search-view'
import type { SaveSearchPanel } from '~/lib/save-search-panel'
import { noteServerEvent } from './analytics'
import { requireSameOrigin } from './lead-guard'
import { getShopper } from './shopper'
import { signedCookie } from './signed-cookie'

/*
 * 'Save this search' on a search page (ADR 014). The form posts to the page's own URL. Signed
 * out, the address typed is kept in a short-lived signed cookie and the shopper goes to sign
 * in, coming back to the same search with a marker; the page then shows the save form filled
 * in, so one click saves it (a GET never writes). Signed in, the search is saved under the
 * codec's canonical URL of its first page and the shopper sees it in their saved searches.
 */

const pendingEmail = signedCookie('save_search_email', { path: '/search', maxAge: 30 * 60 })
async function readPendingEmail(request: Request, context: AppLoadContext): Promise<string> {
  const parsed = saveSearchSchema.safeParse({ email: await pendingEmail(context).parse(request) })
  return parsed.success ? parsed.data.email : ''
}

/** The search URL the save form posts to and that is saved: the first page, canonical. */
export function savedSearchUrl(state: SearchState, vocabulary: SearchVocabulary): string {
  return searchPageUrl(state, 1, vocabulary)
}

/** A search URL with the marker that brings a shopper back from sign-in to the save form. */
export function withSaveMarker(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${SAVE_SEARCH_MARKER}=1`
}

export async function saveSearchPanel(
  request: Request,
  context: AppLoadContext,
  input: { state: SearchState; vocabulary: SearchVocabulary; marked: boolean },
): Promise<SaveSearchPanel> {
  const shopper = await getShopper(request, context)
  if (!shopper) return { signedIn: false, email: '' }
  const { tenant, services } = context
  const { savedSearches } = services.accounts.alerts
  const url = savedSearchUrl(input.state, input.vocabulary)
  const list = await savedSearches.list(tenant.slug, shopper.phone)
  const same = list.find((s) => s.searchUrl === url)
  const email =
    (input.marked ? await readPendingEmail(request, context) : '') ||
    list[0]?.email ||
    (await savedSearches.priceDropAddress(tenant.slug, shopper.phone)) ||
    ''
  return {
    signedIn: true,
    confirm: input.marked,
    email,
    savedEmail: same?.email ?? null,
    limitReached: !same && list.length >= savedSearches.limit,
    limit: savedSearches.limit,
  }
}

/** The search page's action: validate the address, then sign in or save. */
export async function saveSearchAction(request: Request, context: AppLoadContext): Promise<Response> {
  requireSameOrigin(request)
  const { tenant, services } = context
  const url = new URL(request.url)
  const vocabulary = await services.search.vocabulary(tenant)
  const state = decodeSearchUrl(url.pathname, url.searchParams, vocabulary)
  if (!state) throw new Response(null, { status: 404 })
  const searchUrl = savedSearchUrl(state, vocabulary)
  // A body that is not a form reads as an empty one: a 400 beside the field, not a 500.
  const submission = parseWithZod(await formFields(request), { schema: saveSearchSchema })
  if (submission.status !== 'success') return Response.json(submission.reply(), { status: 400 })
  const { email } = submission.value

  const shopper = await getShopper(request, context)
  if (!shopper) {
    throw redirect(signInPath('my-garage', withSaveMarker(searchUrl), searchUrl), {
      headers: { 'Set-Cookie': await pendingEmail(context).serialize(request, email) },
    })
  }
  const now = services.now()
  const noun = tenant.features.caravans ? 'Caravans' : 'Cars'
  const name = savedSearchName(state, noun)
  const { savedSearches, matcher } = services.accounts.alerts
  const result = await savedSearches.save({ tenant: tenant.slug, phone: shopper.phone, name, searchUrl, email, now })
  if (result.status === 'limit') {
    return Response.json(submission.reply({ formErrors: [SAVED_SEARCH_TEXT.limit(result.limit)] }), { status: 400 })
  }
  try {
    // The first check records what the search finds now, so only cars listed after the save alert.
    await matcher.checkSearch(tenant.slug, result.id, now)
  } catch (error) {
    // The job's first run will record them instead; the save itself has succeeded.
    console.error('[alerts] first check of a saved search failed:', error)
  }
  // A new saved search is analytics event 60 (docs/analytics.md); saving it again is not.
  if (result.status === 'created') await noteServerEvent(request, context, 60, { path: searchUrl })
  throw redirect(`/saved-searches?${result.status}=${encodeURIComponent(result.id)}`, {
    headers: { 'Set-Cookie': await pendingEmail(context).clear(request) },
  })
}
