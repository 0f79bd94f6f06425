import { parseWithZod } from '@conform-to/zod'
import { redirect, type AppLoadContext } from '@remix-run/node'
import { findLeadByIdempotencyKey } from '@dealer/db'
import {
  IDEMPOTENCY_FIELD,
  LeadValidationError,
  SUBMIT_FAILED_MESSAGE,
  leadFormSchema,
  newIdempotencyKey,
  readIdempotencyKey,
  rememberedDetails,
  submitLead,
  type LeadFormOptionsMap,
  type LeadContextInput,
  type LeadFormType,
  type RememberedDetails,
} from '@dealer/leads'
import { formatAustralianPhone } from '@dealer/domain'
import { cacheHeaders } from './cache'
import { leadTenant } from './leads'
import { readRemembered, rememberDetailsCookie } from './remembered-details'
import { getShopper, type Shopper } from './shopper'
import {
  FORM_STARTED_FIELD,
  HONEYPOT_FIELD,
  REFUSAL_MESSAGES,
  REFUSAL_STATUS,
  checkFormStart,
  checkHoneypot,
  formPath,
  formStartToken,
  isSameOrigin,
  rateRefusal,
  refusalHeaders,
  type Refusal,
} from './lead-guard'
import { rememberSentLead } from './sent-lead'

/** Hidden fields the browser fills from its visit trail (JS only; see app/lib/visit-trail.ts). */
export const VISITED_PAGES_FIELD = 'visited_pages'
export const LINKED_PARAMS_FIELD = 'linked_params'

/** A form's idempotency key and the start token signed for it (docs/decisions/019-form-tokens.md). */
export interface FormKeys {
  idempotencyKey: string
  formStarted: string
}

/** What every lead form's loader hands its page: fresh keys and the remembered details. */
export interface LeadFormBoot extends FormKeys {
  remembered: RememberedDetails | null
}

/**
 * The same enquiry (tenant, form, car, contact details, message) sent again within this window
 * is one lead, answered with the first one's confirmation: Back and send again without JS fetches
 * the form with a new key while the browser restores its values (docs/spec-coverage.md, Hardening).
 */
export const LEAD_DEDUPE_WINDOW_MS = 10 * 60 * 1000

/**
 * For every lead form route: `export const headers = leadFormHeaders`. A form page carries its
 * own idempotency key, so it must never be served from a shared cache: two shoppers given the
 * same key would have the second one's lead taken for a repeat of the first. A refused POST's
 * `Retry-After` is passed on (Remix builds a document's headers here, not from the action's).
 */
export function leadFormHeaders(args?: { actionHeaders?: Headers }): HeadersInit {
  const retryAfter = args?.actionHeaders?.get('Retry-After')
  return retryAfter ? { ...cacheHeaders('form'), 'Retry-After': retryAfter } : cacheHeaders('form')
}

/**
 * A key and its token for the form this request renders or answers: bound to the tenant, the
 * form's path and the key (docs/spec-coverage.md, Hardening). A form posts to the path it is
 * rendered at, so the action's request names the same form as the loader's.
 */
export function formKeys(request: Request, context: AppLoadContext, idempotencyKey = newIdempotencyKey()): FormKeys {
  const binding = { tenant: context.tenant.slug, path: formPath(request.url), idempotencyKey }
  return {
    idempotencyKey,
    // Wall-clock time, not the app's business clock (APP_NOW fixes that one in tests and demos).
    formStarted: formStartToken(new Date(), context.services.leadGuard.settings.secret, binding),
  }
}

/**
 * For a lead form's loader: fresh keys, and the details the form starts with. A signed-in
 * shopper's phone goes over any remembered one: My Garage lists the enquiries sent from the
 * signed-in phone, so the form starts with it (the shopper may still change it; a value posted
 * and refused is shown again over it, conform's reply coming before the defaults).
 */
export async function leadFormBoot(request: Request, context: AppLoadContext): Promise<LeadFormBoot> {
  const boot = {
    ...formKeys(request, context),
    remembered: await readRemembered(request, context.services.leadGuard.settings.secret),
  }
  // A session that cannot be looked up just now leaves the form as a signed-out shopper's.
  return withShopperPhone(boot, await getShopper(request, context).catch(() => null))
}

/** The form's defaults with the signed-in phone over any remembered one. */
function withShopperPhone(boot: LeadFormBoot, shopper: Shopper | null): LeadFormBoot {
  if (!shopper) return boot
  const phone = formatAustralianPhone(shopper.phone)
  return { ...boot, remembered: { name: '', email: '', ...boot.remembered, phone } }
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
 * The abuse checks every lead POST passes after its body is read: same origin, the per-address
 * rate limit (every POST counts, valid or not), an empty honeypot, and a start token signed for
 * this tenant, form and key, old enough and not expired. Null when the POST may go on; the
 * dealer-wide cap is checked only once the fields are valid (checkDealerCap).
 */
export async function checkLeadPost(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
): Promise<Refusal | null> {
  const { services, tenant } = context
  const guard = services.leadGuard
  if (!isSameOrigin(request.headers, request.url)) return { reason: 'cross-origin' }
  const perAddress = rateRefusal(await guard.limiter.takeClient(tenant.slug, context.clientIp ?? 'unknown', Date.now()))
  if (perAddress) return perAddress
  if (checkHoneypot(formData.get(HONEYPOT_FIELD)) !== 'ok') return { reason: 'honeypot' }
  const started = checkPostedStart(request, context, formData)
  return started === 'ok' ? null : { reason: started }
}

/** The POST's start token checked against this tenant, form and the key it was posted with. */
function checkPostedStart(request: Request, context: AppLoadContext, formData: FormData) {
  const guard = context.services.leadGuard
  const key = formData.get(IDEMPOTENCY_FIELD)
  // Wall-clock time, not the app's business clock (APP_NOW fixes that one in tests and demos).
  return checkFormStart(
    formData.get(FORM_STARTED_FIELD),
    new Date(),
    guard.settings.secret,
    { tenant: context.tenant.slug, path: formPath(request.url), idempotencyKey: typeof key === 'string' ? key : '' },
    guard.settings,
  )
}

/**
 * The keys a POST came with, when its start token is ours for this tenant, form and key and has
 * not expired: an answer that shows the form again carries them (at its top, where `replyKeys`
 * finds them), so the form keeps the key it was opened with. Without JavaScript, or pressed before
 * the form's code arrived (~/components/lead-form/on-demand-form.tsx), the form is a document
 * POST whose page is rendered afresh, and its loader's new key would make a second press a second
 * lead. Null for a token that is not ours or has expired: the page's own fresh keys go then.
 */
export function postedKeys(request: Request, context: AppLoadContext, formData: FormData): FormKeys | null {
  const idempotencyKey = readIdempotencyKey(formData)
  const formStarted = formData.get(FORM_STARTED_FIELD)
  if (!idempotencyKey || typeof formStarted !== 'string') return null
  const started = checkPostedStart(request, context, formData)
  return started === 'ok' || started === 'too-fast' ? { idempotencyKey, formStarted } : null
}

/**
 * The dealer-wide cap, counted only for submissions that passed validation, so junk from many
 * addresses cannot block real leads (docs/spec-coverage.md, Hardening).
 */
export async function checkDealerCap(context: AppLoadContext): Promise<Refusal | null> {
  return rateRefusal(await context.services.leadGuard.limiter.takeTenant(context.tenant.slug, Date.now()))
}

/**
 * A form refused as expired or out of date gets a fresh key and token in its answer, so the next
 * press of the button sends it (with JS the page's data is not reloaded after a 4xx); nothing
 * for any other refusal, whose keys are still good.
 */
export function keysAfter(refusal: Refusal, request: Request, context: AppLoadContext): Partial<FormKeys> {
  return refusal.reason === 'expired' || refusal.reason === 'form-token' ? formKeys(request, context) : {}
}

/** A refusal's JSON answer: its status, `Retry-After` on a 429, and the reply given. */
export function refusalResponse(refusal: Refusal, reply: unknown): Response {
  return Response.json(reply, { status: REFUSAL_STATUS[refusal.reason], headers: refusalHeaders(refusal) })
}

/**
 * The answer to a POST whose lead is committed: the redirect, with this browser's proof that it
 * sent the lead (the success page confirms only for it) and any extra cookies.
 */
export async function leadCommitted(
  request: Request,
  context: AppLoadContext,
  leadId: string,
  location: string,
  extraCookies: string[] = [],
): Promise<Response> {
  const headers = new Headers()
  headers.append('Set-Cookie', await rememberSentLead(request, context, leadId))
  for (const cookie of extraCookies) headers.append('Set-Cookie', cookie)
  return redirect(location, { status: 303, headers })
}

/**
 * The one action behind every lead form: abuse checks, the form's zod schema through conform
 * (errors beside the fields, values kept), the dealer-wide cap, then submitLead, and the
 * redirect only after the lead and its outbox rows are committed. Returns a Response for every
 * outcome; never throws for anything a client sends.
 */
export async function leadAction<F extends LeadFormType>(
  request: Request,
  context: AppLoadContext,
  spec: LeadActionSpec<F>,
): Promise<Response> {
  const { services, tenant } = context
  const guard = services.leadGuard
  const successUrl = (leadId: string) => spec.successUrl?.(leadId) ?? `/success?lead=${encodeURIComponent(leadId)}`
  const refuse = (refusal: Refusal, reply: unknown) => {
    guard.refused(refusal.reason)
    return refusalResponse(refusal, reply)
  }

  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > guard.settings.maxBodyBytes)
    return refuse({ reason: 'too-large' }, formOnlyReply(REFUSAL_MESSAGES['too-large']))

  let formData: FormData
  try {
    formData = await request.formData()
  } catch {
    return Response.json(formOnlyReply(SUBMIT_FAILED_MESSAGE), { status: 400 })
  }
  const schema = leadFormSchema(spec.form, spec.formOptions)
  const submission = parseWithZod(formData, { schema })

  const keys = postedKeys(request, context, formData) ?? {}
  const refusal = await checkLeadPost(request, context, formData)
  if (refusal?.reason === 'expired') {
    // A replay of a committed key answers like its first success, however late it comes.
    const key = readIdempotencyKey(formData)
    const earlier = key ? await findLeadByIdempotencyKey(services.database.db, tenant.slug, key) : undefined
    if (earlier) return leadCommitted(request, context, earlier.id, successUrl(earlier.id))
  }
  if (refusal) {
    const reply = submission.reply({ formErrors: [REFUSAL_MESSAGES[refusal.reason]] })
    return refuse(refusal, { ...reply, ...keys, ...keysAfter(refusal, request, context) })
  }

  if (submission.status !== 'success') return Response.json({ ...submission.reply(), ...keys }, { status: 400 })

  const overCap = await checkDealerCap(context)
  if (overCap)
    return refuse(overCap, { ...submission.reply({ formErrors: [REFUSAL_MESSAGES[overCap.reason]] }), ...keys })

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
        dedupe: { windowMs: LEAD_DEDUPE_WINDOW_MS },
      },
    )
    // Acknowledged only now: the lead and its delivery rows are committed (or it is the same
    // enquiry sent again, answered with the first one's confirmation).
    services.leadDelivery?.wake()
    const details = rememberedDetails(submission.value as Record<string, unknown>)
    const remember = details ? [await rememberDetailsCookie(request, details, guard.settings.secret)] : []
    return leadCommitted(request, context, leadId, successUrl(leadId), remember)
  } catch (err) {
    if (err instanceof LeadValidationError) {
      return Response.json(
        { ...submission.reply({ formErrors: err.issues.formErrors, fieldErrors: err.issues.fieldErrors }), ...keys },
        { status: 400 },
      )
    }
    // The database is down or refused the write: nothing was stored; say so and keep the values.
    console.error(`lead (${spec.form}) for ${tenant.slug} not stored:`, err instanceof Error ? err.message : err)
    return Response.json({ ...submission.reply({ formErrors: [SUBMIT_FAILED_MESSAGE] }), ...keys }, { status: 503 })
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
