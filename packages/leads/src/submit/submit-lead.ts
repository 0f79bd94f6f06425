import { ownValue } from '@dealer/domain'
import { createHash, randomUUID } from 'node:crypto'
import { findCarById, insertLeadWithDeliveries, type Schema } from '@dealer/db'
import type { Kysely } from 'kysely'
import type { ZodError } from 'zod'
import { HIDDEN_INVALID } from '../forms/messages'
import { isLeadFormType, leadFormSchema, type LeadFormOptionsMap, type LeadFormType } from '../forms/registry'
import { channelNames, type DeliveryChannelsConfig } from '../delivery/config'
import { hashIp, normaliseContext, type LeadContextInput } from './context'
import { LeadValidationError } from './errors'
import { isIdempotencyKey } from './idempotency'
import { buildLeadPayload } from './payload'

/** The tenant a lead is for, as submitLead needs it. */
export interface LeadTenant {
  slug: string
  /** Which channels get an outbox row; only the keys matter here. */
  deliveryChannels: DeliveryChannelsConfig
}

/** One form submission. */
export interface LeadSubmission<F extends LeadFormType = LeadFormType> {
  form: F
  /** The form's values: conform's `submission.value`, or the same shape as JSON. */
  values: unknown
  /** The switches the route built the form's schema with. */
  formOptions?: LeadFormOptionsMap[F]
  context: LeadContextInput
}

export interface SubmitLeadOptions {
  /** From the form's hidden field: every retry of one form's POST sends the same key. */
  idempotencyKey: string
  now?: Date
  /** Secret for hashing the client address; without it no address hash is stored. */
  ipHashKey?: string
  /**
   * The same enquiry sent again inside this window is one lead: the tenant, form, car, contact
   * details and message (every field the shopper gave) match an earlier lead, which is returned
   * (`duplicate: true`). Measured by `wallClock` (default the real time, not `now`, which tests
   * and demos may freeze). Omitted: no dedupe beyond the idempotency key.
   */
  dedupe?: { windowMs: number; wallClock?: Date }
}

/** Fields the server fills in per submission, which say nothing about what the shopper sent. */
const SERVER_ASSIGNED = new Set(['id', 'valuation'])

/**
 * The identity of a submission for the dedupe window: a hash of the form and every field the
 * shopper gave, in key order (docs/decisions/019-form-tokens.md).
 */
export function leadFingerprint(form: string, fields: Record<string, unknown>): string {
  const given = Object.keys(fields)
    .filter((k) => !SERVER_ASSIGNED.has(k) && ownValue(fields, k) !== undefined)
    .sort()
    .map((k) => [k, ownValue(fields, k)])
  return createHash('sha256')
    .update(JSON.stringify([form, given]))
    .digest('hex')
}

/** The lead to acknowledge, and whether it had been stored by an earlier POST already. */
export interface SubmitLeadResult {
  leadId: string
  duplicate: boolean
}

/**
 * Validates a submission and stores it as a lead with one pending delivery per configured
 * channel, in one transaction. Resolves only after the commit, so a redirect sent after it
 * promises a lead that survives a crash. A repeated idempotency key resolves to the first lead
 * (`duplicate: true`) and stores nothing. Throws LeadValidationError on invalid input; any
 * other error means nothing was stored.
 */
export async function submitLead<F extends LeadFormType>(
  db: Kysely<Schema>,
  tenant: LeadTenant,
  submission: LeadSubmission<F>,
  options: SubmitLeadOptions,
): Promise<SubmitLeadResult> {
  if (!tenant || typeof tenant.slug !== 'string' || tenant.slug === '')
    throw new TypeError('submitLead: tenant.slug is required')
  if (!isIdempotencyKey(options.idempotencyKey)) throw new LeadValidationError({ formErrors: [HIDDEN_INVALID] })
  if (!isLeadFormType(submission.form)) throw new LeadValidationError({ formErrors: [HIDDEN_INVALID] })

  const parsed = leadFormSchema(submission.form, submission.formOptions).safeParse(submission.values)
  if (!parsed.success) throw new LeadValidationError(flatten(parsed.error))
  const fields = parsed.data as Record<string, unknown>

  const createdAt = (options.now ?? new Date()).toISOString()
  const carId = typeof fields.car_id === 'string' && fields.car_id !== '' ? fields.car_id : null
  // The car's details are copied now: the dealer must see what was enquired about even after
  // the car is sold and gone from the feed. A car id that matches nothing still makes a lead.
  const car = carId ? await findCarById(db, tenant.slug, carId) : undefined
  const context = normaliseContext(submission.context)
  const payload = buildLeadPayload({ form: submission.form, fields, context, carId, car, createdAt })

  return insertLeadWithDeliveries(
    db,
    tenant.slug,
    {
      id: randomUUID(),
      idempotencyKey: options.idempotencyKey,
      formType: submission.form,
      carId,
      payload,
      ipHash: hashIp(submission.context?.ip, options.ipHashKey),
      createdAt,
      // Every form's phone field is already in national form: the signed-in garage looks it up.
      phone: typeof fields.phone === 'string' ? fields.phone : null,
      fingerprint: options.dedupe && fingerprintClaim(submission.form, fields, options.dedupe),
    },
    channelNames(tenant.deliveryChannels),
  )
}

function fingerprintClaim(
  form: string,
  fields: Record<string, unknown>,
  dedupe: NonNullable<SubmitLeadOptions['dedupe']>,
) {
  const at = dedupe.wallClock ?? new Date()
  return {
    value: leadFingerprint(form, fields),
    at: at.toISOString(),
    since: new Date(at.getTime() - dedupe.windowMs).toISOString(),
  }
}

function flatten(error: ZodError): { formErrors: string[]; fieldErrors: Record<string, string[]> } {
  const formErrors: string[] = []
  const fieldErrors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    // Dotted paths, as conform names nested fields (adjustmentAnswers.accident).
    const path = issue.path.join('.')
    if (path === '') formErrors.push(issue.message)
    else (ownValue(fieldErrors, path) ?? (fieldErrors[path] = [])).push(issue.message)
  }
  return { formErrors, fieldErrors }
}
