import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { safeLocalPath } from '@dealer/accounts'
import { CACHE } from '~/.server/cache'
import { consentAnswer } from '~/.server/analytics'
import { requireSameOrigin } from '~/.server/lead-guard'
import { formFields, wantsJson } from '~/lib/requests'

/** A GET (a bookmarked or crawled form URL) goes home. */
export const loader = () => redirect('/')

/**
 * The consent banner's form (docs/spec-coverage.md, Analytics): `choice=accept|decline` keeps
 * the answer in a cookie for a year and goes back to the page (`redirect`), so it works without
 * JavaScript; the page's script asks for JSON and stays. Anything else is a 400 that says what
 * to do.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const fields = await formFields(request)
  const answer = consentAnswer(request, fields.get('choice'))
  const headers = new Headers({ 'Cache-Control': CACHE.none })
  if (!answer) {
    const message = 'Please choose Accept or Decline.'
    if (wantsJson(request)) return Response.json({ error: message }, { status: 400, headers })
    headers.set('Content-Type', 'text/plain; charset=utf-8')
    return new Response(message, { status: 400, headers })
  }
  headers.set('Set-Cookie', answer.cookie)
  if (wantsJson(request)) return Response.json({ choice: answer.choice }, { headers })
  return redirect(safeLocalPath(fields.get('redirect')), { status: 303, headers })
}
