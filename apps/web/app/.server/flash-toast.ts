import { type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import type { Toast } from '~/lib/toast'
import { signedCookie } from './signed-cookie'

/** What a flash cookie must hold to be shown: a toast of our own shape, with bounded texts. */
const toastSchema: z.ZodType<Toast> = z.object({
  title: z.string().max(300),
  description: z.string().max(500).nullable(),
  variant: z.enum(['default', 'destructive']),
  action: z.object({ label: z.string().max(60), href: z.string().startsWith('/').max(300) }).nullable(),
  durationMs: z.number().int().min(1000).max(60_000),
})

/*
 * A toast that outlives a redirect: a form posted without JavaScript answers with a redirect and
 * this cookie, and the next page's root loader shows the toast once and clears it. Signed, so a
 * cookie from elsewhere cannot put words on the dealer's page; a minute of life, so a toast
 * nobody loaded does not show up hours later.
 */

const flashCookie = signedCookie('flash_toast', { maxAge: 60 })

/** The Set-Cookie value that carries `toast` to the next page. */
export function flashToastCookie(request: Request, context: AppLoadContext, toast: Toast): Promise<string> {
  return flashCookie(context).serialize(request, toast)
}

/** The flash toast of a request, if any, and the Set-Cookie that clears it (shown once). */
export async function takeFlashToast(
  request: Request,
  context: AppLoadContext,
): Promise<{ toast: Toast | null; clear: string | null }> {
  const header = request.headers.get('cookie')
  if (!header?.includes('flash_toast=')) return { toast: null, clear: null }
  const parsed = toastSchema.safeParse(await flashCookie(context).parse(request))
  const clear = await flashCookie(context).clear(request)
  return { toast: parsed.success ? parsed.data : null, clear }
}
