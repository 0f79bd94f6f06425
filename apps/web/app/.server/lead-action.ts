import { parseWithZod } from '@conform-to/zod'
import { createCookie, redirect, type AppLoadContext } from '@remix-run/node'
import {
  IDEMPOTENCY_FIELD,
  LeadValidationError,
  SUBMIT_FAILED_MESSAGE,
  formatAustralianPhone,
  leadFormSchema,
  newIdempotencyKey,
  rememberedDetails,
  submitLead,
  type LeadFormOptionsMap,
  type LeadContextInput,
  type LeadFormType,
  type RememberedDetails,
} from '@dealer/leads'
import { cacheHeaders } from './cache'
import { leadTenant } from './leads'
import {
  FORM_STARTED_FIELD,
  HONEYPOT_FIELD,
  REFUSAL_MESSAGES,
  REFUSAL_STATUS,
  checkFormStart,
  checkHoneypot,
  formStartToken,
  isSameOrigin,
  type GuardRefusal,
} from './lead-guard'

/** Hidden fields the browser fills from its visit trail (JS only; see app/lib/visit-trail.ts). */
export const VISITED_PAGES_FIELD = 'visited_pages'
export const LINKED_PARAMS_FIELD = 'linked_params'

/** What every lead form's loader hands its page: fresh keys and the remembered details. */
export interface LeadFormBoot {
  idempotencyKey: string
  formStarted: string
  remembered: RememberedDetails | null
}

const REMEMBER_MAX_AGE = 60 * 60 * 24 * 90

function rememberCookie(secret: string) {
  return createCookie('lead_details', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: REMEMBER_MAX_AGE,
    secrets: [secret],
  })
}

/**
 * For every lead form route: `export const headers = leadFormHeaders`. A form page carries its
 * own idempotency key, so it must never be served from a shared cache: two shoppers given the
 * same key would have the second one's lead taken for a repeat of the first.
 */
export function leadFormHeaders(): HeadersInit {
  return cacheHeaders('form')
}

/** For a lead form's loader. */
export async function leadFormBoot(request: Request, context: AppLoadContext): Promise<LeadFormBoot> {
  const guard = context.services.leadGuard
  return {
    idempotencyKey: newIdempotencyKey(),
    // Wall-clock time, not the app's business clock (APP_NOW fixes that one in tests and demos).
    formStarted: formStartToken(new Date(), guard.settings.secret),
    remembered: await readRemembered(request, guard.settings.secret),
  }
}

async function readRemembered(request: Request, secret: string): Promise<RememberedDetails | null> {
  try {
    const value: unknown = await rememberCookie(secret).parse(request.headers.get('cookie'))
    // Back through the same rule that wrote it: a cookie is only ever read as plain strings.
    const details = value && typeof value === 'object' ? rememberedDetails(value as Record<string, unknown>) : null
    // Shown as people write it (stored as digits).
    return details ? { ...details, phone: formatAustralianPhone(details.phone) } : null
  } catch {
    return null
  }
}

export interface LeadActionSpec<F extends LeadFormType> {
  form: F
  formOptions?: LeadFormOptionsMap[F]
  /** Values the server decides, over anything posted (the car of the page, a location id). */
  serverValues?: Record<string, unknown>
  /** Where to go after the commit; default /success?lead={id}. */
  successUrl?: (leadId: string) => string
}

/** A conform reply with only a form-level message (nothing of the body was read). */
function formOnlyReply(message: string) {
  return { status: 'error' as const, initialValue: null, error: { '': [message] } }
}

/**
 * The abuse checks every lead POST passes after its body is read: same origin, an empty honeypot,
 * a signed start time old enough, and the rate limits. Null when the POST may go on.
 */
export function checkLeadPost(request: Request, context: AppLoadContext, formData: FormData): GuardRefusal | null {
  const { services, tenant } = context
  const guard = services.leadGuard
  if (!isSameOrigin(request.headers, request.url)) return 'cross-origin'
  if (checkHoneypot(formData.get(HONEYPOT_FIELD)) !== 'ok') return 'honeypot'
  // Wall-clock time, not the app's business clock (APP_NOW fixes that one in tests and demos).
  const started = checkFormStart(
    formData.get(FORM_STARTED_FIELD),
    new Date(),
    guard.settings.secret,
    guard.settings.minFillMs,
  )
  if (started !== 'ok') return started
  if (!guard.limiter.take(tenant.slug, context.clientIp ?? 'unknown', Date.now())) return 'rate-limited'
  return null
}

/**
 * The one action behind every lead form: abuse checks, the form's zod schema through conform
 * (errors beside the fields, values kept), then submitLead, and the redirect only after the
 * lead and its outbox rows are committed. Returns a Response for every outcome; never throws
 * for anything a client sends.
 */
export async function leadAction<F extends LeadFormType>(
  request: Request,
  context: AppLoadContext,
  spec: LeadActionSpec<F>,
): Promise<Response> {
  const { services, tenant } = context
  const guard = services.leadGuard
  const refuse = (reason: GuardRefusal, reply: unknown) => {
    guard.refused(reason)
    return Response.json(reply, { status: REFUSAL_STATUS[reason] })
  }

  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > guard.settings.maxBodyBytes) return refuse('too-large', formOnlyReply(REFUSAL_MESSAGES['too-large']))

  let formData: FormData
  try {
    formData = await request.formData()
  } catch {
    return Response.json(formOnlyReply(SUBMIT_FAILED_MESSAGE), { status: 400 })
  }
  const schema = leadFormSchema(spec.form, spec.formOptions)
  const submission = parseWithZod(formData, { schema })
  const refuseWithValues = (reason: GuardRefusal) =>
    refuse(reason, submission.reply({ formErrors: [REFUSAL_MESSAGES[reason]] }))

  const refusal = checkLeadPost(request, context, formData)
  if (refusal) return refuseWithValues(refusal)

  if (submission.status !== 'success') return Response.json(submission.reply(), { status: 400 })

  try {
    const { leadId } = await submitLead(
      services.database.db,
      leadTenant(tenant),
      {
        form: spec.form,
        formOptions: spec.formOptions,
        values: { ...(submission.value as Record<string, unknown>), ...spec.serverValues },
        context: leadContextOf(request, context, formData),
      },
      {
        idempotencyKey: String(formData.get(IDEMPOTENCY_FIELD) ?? ''),
        now: services.now(),
        ipHashKey: guard.settings.secret,
      },
    )
    // Acknowledged only now: the lead and its delivery rows are committed.
    services.leadDelivery?.wake()
    const details = rememberedDetails(submission.value as Record<string, unknown>)
    const headers = new Headers()
    if (details) headers.append('Set-Cookie', await rememberCookie(guard.settings.secret).serialize(details))
    return redirect(spec.successUrl?.(leadId) ?? `/success?lead=${encodeURIComponent(leadId)}`, {
      status: 303,
      headers,
    })
  } catch (err) {
    if (err instanceof LeadValidationError) {
      return Response.json(
        submission.reply({ formErrors: err.issues.formErrors, fieldErrors: err.issues.fieldErrors }),
        { status: 400 },
      )
    }
    // The database is down or refused the write: nothing was stored; say so and keep the values.
    console.error(`lead (${spec.form}) for ${tenant.slug} not stored:`, err instanceof Error ? err.message : err)
    return Response.json(submission.reply({ formErrors: [SUBMIT_FAILED_MESSAGE] }), { status: 503 })
  }
}

/** What a lead records of the request it came in: page, browser, address, visit trail. */
export function leadContextOf(request: Request, context: AppLoadContext, formData: FormData): LeadContextInput {
  return {
    url: request.headers.get('referer') ?? request.url,
    userAgent: request.headers.get('user-agent'),
    ip: context.clientIp ?? null,
    visitedPages: parseVisitedPages(formData.get(VISITED_PAGES_FIELD)),
    linkedQueryParams: parseLinkedParams(formData.get(LINKED_PARAMS_FIELD)),
  }
}

function parseVisitedPages(raw: FormDataEntryValue | null): string[] {
  if (typeof raw !== 'string' || raw.length > 20_000) return []
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string' && p.startsWith('/')) : []
  } catch {
    return []
  }
}

function parseLinkedParams(raw: FormDataEntryValue | null): URLSearchParams {
  return typeof raw === 'string' && raw.length <= 4_000 ? new URLSearchParams(raw) : new URLSearchParams()
}
