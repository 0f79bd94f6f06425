import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { isSignInReason, safeLocalPath, signInReasonText } from '@dealer/accounts'
import { formatAustralianPhone } from '@dealer/domain'
import { noteServerEvent } from '~/.server/analytics'
import { requireSameOrigin } from '~/.server/lead-guard'
import {
  clearSessionCookie,
  getShopper,
  keepFavourites,
  pendingPhone,
  pendingPhoneCookie,
  sessionCookie,
  sessionToken,
} from '~/.server/shopper'
import * as layout from '~/styles/layout.css'
import { fieldStyles } from '@dealer/ui/fields'
import type { InputHTMLAttributes } from 'react'
import * as styles from '~/styles/form.css'
import { pageMeta } from '~/lib/page-meta'
import { stockNoun } from '~/lib/stock-noun'

type ActionData =
  | { step: 'phone'; phone: string; error: string; formError: string | null }
  | { step: 'code'; code: string; error: string; formError: string | null }

function targets(url: URL) {
  const type = url.searchParams.get('type')
  return {
    reason: isSignInReason(type) ? type : null,
    redirectTo: safeLocalPath(url.searchParams.get('redirect')),
    back: safeLocalPath(url.searchParams.get('back')),
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const { reason, redirectTo, back } = targets(url)
  if (await getShopper(request, context)) throw redirect(redirectTo)
  const pending = await pendingPhone(request, context)
  const phone = url.searchParams.get('step') === 'code' ? pending : null
  return {
    dealer: context.tenant.dealer.name,
    reasonText: reason ? signInReasonText(reason, stockNoun(context.tenant.features)) : null,
    back,
    step: phone ? ('code' as const) : ('phone' as const),
    // Back on the number after 'Use a different number or send a new code': the last one, to send again or change.
    phoneDisplay: pending ? formatAustralianPhone(pending) : null,
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url)
  const { redirectTo } = targets(url)
  const { tenant, services } = context
  requireSameOrigin(request)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return Response.json({ step: 'phone', phone: '', error: '', formError: 'Please try again.' } satisfies ActionData, {
      status: 400,
    })
  }
  const intent = form.get('intent')
  const now = services.now()
  const codeStep = new URL(url)
  codeStep.searchParams.set('step', 'code')

  if (intent === 'change') {
    // The number stays (its cookie lives out its 10 minutes) to fill in the phone step: a new code is one press.
    codeStep.searchParams.delete('step')
    return redirect(`${codeStep.pathname}${codeStep.search}`)
  }

  if (intent === 'verify') {
    const phone = await pendingPhone(request, context)
    if (!phone) {
      return Response.json(
        {
          step: 'phone',
          phone: '',
          error: '',
          formError: 'Your code has expired. Please request a new code.',
        } satisfies ActionData,
        { status: 400 },
      )
    }
    const code = form.get('code')
    const result = await services.accounts.signIn.verifyCode({ tenant: tenant.slug, phone, code, now })
    if (!result.ok) {
      return Response.json(
        {
          step: 'code',
          // Kept as typed, to correct a slip; a locked code is no use, so none is shown then.
          code: typeof code === 'string' && !result.locked ? code.slice(0, 12) : '',
          error: result.locked ? '' : result.message,
          formError: result.locked ? result.message : null,
        } satisfies ActionData,
        { status: 400 },
      )
    }
    // A new session at every sign-in; any session the browser held before is ended.
    const previous = await sessionToken(request, context)
    if (previous) await services.accounts.signIn.endSession(tenant.slug, previous, now)
    const favourites = await keepFavourites(request, context, result.phone)
    const headers = new Headers()
    if (favourites) headers.append('Set-Cookie', favourites)
    headers.append('Set-Cookie', await sessionCookie(request, context, result.sessionToken))
    headers.append('Set-Cookie', await pendingPhoneCookie(request, context, null))
    // Analytics event 61 (docs/analytics.md), recorded here so it counts without JavaScript too.
    await noteServerEvent(request, context, 61, {})
    return redirect(redirectTo, { headers })
  }

  const raw = form.get('phone')
  const result = await services.accounts.signIn.requestCode({
    tenant: tenant.slug,
    dealerName: tenant.dealer.name,
    phone: raw,
    clientAddress: context.clientIp ?? 'unknown',
    now,
  })
  if (!result.ok) {
    return Response.json(
      {
        step: 'phone',
        phone: typeof raw === 'string' ? raw.slice(0, 32) : '',
        error: result.field === 'phone' ? result.message : '',
        formError: result.field === 'form' ? result.message : null,
      } satisfies ActionData,
      { status: result.field === 'form' ? 429 : 400 },
    )
  }
  const headers = new Headers()
  headers.append('Set-Cookie', await pendingPhoneCookie(request, context, result.phone))
  // Signing in again from here replaces any session this browser held.
  if (await sessionToken(request, context)) headers.append('Set-Cookie', await clearSessionCookie(request, context))
  return redirect(`${codeStep.pathname}${codeStep.search}`, { headers })
}

/** Sign-in answers depend on the visitor's cookies: never from a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: 'Sign In', noindex: true })

export default function SignIn() {
  const data = useLoaderData<typeof loader>()
  const reply = useActionData<ActionData>()
  const busy = useNavigation().state !== 'idle'
  const step = reply?.step ?? data.step
  const formError = reply?.formError ?? null
  const fieldError = reply?.error || null
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={styles.card}>
        <p className={layout.muted} data-back-link>
          <Link to={data.back} reloadDocument>
            ← Back
          </Link>
        </p>
        <h1 className={layout.sectionTitle}>Sign in to {data.dealer}</h1>
        {data.reasonText ? <p>{data.reasonText}</p> : null}
        {formError ? (
          // The page's news when no field is to blame (too many codes, a locked code): it takes the
          // focus as the page loads, so it is read out, with or without JavaScript.
          // eslint-disable-next-line jsx-a11y/no-autofocus -- see above
          <div className={styles.alert} role="alert" tabIndex={-1} autoFocus={fieldError ? undefined : true}>
            <p className={styles.alertHeading}>{formError}</p>
          </div>
        ) : null}
        {step === 'phone' ? (
          // reloadDocument: the header (rendered once per sign-in state) must be drawn again after sign-in.
          // noValidate: the server's message goes beside the field, never the browser's own bubble.
          <Form method="post" className={styles.form} reloadDocument noValidate>
            <p className={fieldStyles.hint}>We will text a 6-digit code to your mobile. No password needed.</p>
            <SignInField
              id="sign-in-phone"
              label="Mobile number"
              error={fieldError}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              maxLength={32}
              defaultValue={reply?.step === 'phone' ? reply.phone : (data.phoneDisplay ?? '')}
              placeholder="0412 345 678"
            />
            <div className={styles.actions}>
              <button className={layout.button} type="submit" name="intent" value="send" disabled={busy}>
                Send Code
              </button>
            </div>
          </Form>
        ) : (
          <>
            <Form method="post" className={styles.form} reloadDocument noValidate>
              <p className={fieldStyles.hint}>
                We sent a code to {data.phoneDisplay ?? 'your mobile'}. It expires in 10 minutes.
              </p>
              <SignInField
                id="sign-in-code"
                label="6-digit code"
                error={fieldError}
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\s*(\d\s*){6}"
                required
                maxLength={12}
                defaultValue={reply?.step === 'code' ? reply.code : ''}
              />
              <div className={styles.actions}>
                <button className={layout.button} type="submit" name="intent" value="verify" disabled={busy}>
                  Sign In
                </button>
              </div>
            </Form>
            <Form method="post" className={styles.secondaryForm} reloadDocument>
              <button className={layout.buttonText} type="submit" name="intent" value="change" formNoValidate>
                Use a different number or send a new code
              </button>
            </Form>
          </>
        )}
      </div>
    </div>
  )
}

/**
 * A labelled input with its message beside it, wired for screen readers (aria-invalid,
 * aria-describedby). Every answer is a new document (reloadDocument), so a refused field takes the
 * focus as the page loads (`autofocus`, with or without JavaScript) and its message is an alert.
 */
function SignInField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={fieldStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the field the shopper must correct, on the page that says so
        autoFocus={error ? true : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
