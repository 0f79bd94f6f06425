import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { requireSameOrigin } from '~/.server/lead-guard'
import { clearSessionCookie, sessionToken } from '~/.server/shopper'
import { afterSignOut } from '~/.server/sign-out'

/** Signing out is a POST (the header's form); a GET changes nothing and goes home. */
export function loader() {
  return redirect('/')
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const token = await sessionToken(request, context)
  if (token) await context.services.accounts.signIn.endSession(context.tenant.slug, token, context.services.now())
  return redirect(afterSignOut(new URL(request.url).searchParams.get('back')), {
    headers: { 'Set-Cookie': await clearSessionCookie(request, context) },
  })
}
