import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { randomUUID } from 'node:crypto'
import { findCarByRego, listComparableCars } from '@dealer/db'
import { carDisplayName } from '@dealer/domain'
import { TRADE_IN_STEPS, tradeInStepSchema, valueTradeIn, type TradeInStep, type TradeInValuation } from '@dealer/leads'
import { findVisibleCar, leadCar } from './visible-car'
import { tradeInFieldNames, type TradeInActionData, type TradeInInterest } from '~/lib/trade-in-steps'
import { leadAction, leadFormBoot, postedKeys } from './lead-action'
import { tradeInOptions } from './lead-forms'
import { inspectionPlace } from './inspection-place'
import { gate } from './shopper'

/*
 * The multi-step trade-in / sell-my-car form (docs/spec-coverage.md, Trade-in, finance and
 * reserve). Each step is a full POST to the same page: the step's fields are checked with the kit's
 * step schema, and every value of the other steps travels in hidden fields, so Back and Next keep
 * everything with or without JavaScript. The last step goes through leadAction like every lead
 * form.
 */

const interestOf = (request: Request): TradeInInterest =>
  new URL(request.url).pathname.startsWith('/sell-my-car') ? 'sell' : 'trade-in'

export async function tradeInLoader({ request, context }: LoaderFunctionArgs) {
  await gate(request, context, 'trade-in')
  const car = await findVisibleCar(context, new URL(request.url).searchParams.get('car_id'))
  return {
    interest: interestOf(request),
    car: car ? leadCar(car) : null,
    questions: tradeInOptions(context.tenant, context.services.now()).adjustmentQuestions ?? [],
    boot: await leadFormBoot(request, context),
    dealer: context.tenant.dealer.name,
    inspectionAt: inspectionPlace(context.tenant),
  }
}

const stepOf = (raw: FormDataEntryValue | null): TradeInStep =>
  (TRADE_IN_STEPS as readonly unknown[]).includes(raw) ? (raw as TradeInStep) : 'vehicle'

/** The posted values of the trade-in's own fields, as strings, for the next page's inputs. */
function carriedValues(formData: FormData, names: ReadonlySet<string>): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of formData) {
    if (typeof value === 'string' && names.has(name) && value.length <= 2_000) values[name] = value
  }
  return values
}

export async function tradeInAction({ request, context }: ActionFunctionArgs) {
  // Every step is a POST: a session that ends midway sends the shopper to sign in again.
  await gate(request, context, 'trade-in')
  const { services, tenant } = context
  const now = services.now()
  const options = tradeInOptions(tenant, now)
  const url = new URL(request.url)
  // Too large to read: leadAction refuses it with its own message.
  if (Number(request.headers.get('content-length') ?? 0) > services.leadGuard.settings.maxBodyBytes) {
    return leadAction(request, context, { form: 'trade-in', formOptions: options })
  }
  let formData: FormData
  try {
    formData = await request.clone().formData()
  } catch {
    return leadAction(request, context, { form: 'trade-in', formOptions: options })
  }
  const step = stepOf(formData.get('step'))
  const nav = formData.get('nav')
  const values = carriedValues(formData, tradeInFieldNames(options.adjustmentQuestions ?? []))
  const at = TRADE_IN_STEPS.indexOf(step)
  // Each step shows the form again with the key it was opened with (postedKeys): without JavaScript
  // too, or when Next was pressed before the form's code arrived, the shopper sends one lead.
  const keys = postedKeys(request, context, formData)
  const reply = (data: TradeInActionData, status = 200) => Response.json({ ...data, ...keys }, { status })

  if (nav === 'back') return reply({ step: TRADE_IN_STEPS[Math.max(0, at - 1)]!, values, reply: null, regoMatch: null })

  // This step and every one before it (hidden values can be edited): the first that fails is shown.
  for (const s of TRADE_IN_STEPS.slice(0, at + 1)) {
    const submission = parseWithZod(formData, { schema: tradeInStepSchema(s, options) })
    if (submission.status !== 'success')
      return reply({ step: s, values, reply: submission.reply(), regoMatch: null }, 400)
  }

  if (step === 'vehicle') {
    const regoMatch = values.lookup !== 'details' ? await lookUpRego(context, values) : null
    if (regoMatch?.found) {
      values.make ||= regoMatch.make
      values.model ||= regoMatch.model
      values.year ||= String(regoMatch.year)
    }
    return reply({
      step: 'condition',
      values,
      reply: null,
      regoMatch: regoMatch && { found: regoMatch.found, name: regoMatch.name },
    })
  }
  if (step === 'condition') return reply({ step: 'contact', values, reply: null, regoMatch: null })

  const car = await findVisibleCar(context, url.searchParams.get('car_id'))
  const valuation = await estimate(context, values, now)
  const response = await leadAction(request, context, {
    form: 'trade-in',
    formOptions: options,
    // What only the server decides: the estimate, the page's car and interest, and that this
    // lead is a completed form, not an accepted offer (that is the estimate page's button).
    serverValues: {
      interest: interestOf(request),
      car_id: car?.id,
      valuation,
      id: valuation ? `val-${randomUUID()}` : undefined,
      form_completed: true,
      offer_accepted: false,
      lead_id: undefined,
      subcategory: undefined,
    },
    successUrl: (leadId) => `/trade-in/estimate?lead=${encodeURIComponent(leadId)}`,
  })
  if (response.status >= 300 && response.status < 400) return response
  const retryAfter = response.headers.get('Retry-After')
  return Response.json(
    { step: 'contact', values, reply: await response.json(), regoMatch: null } satisfies TradeInActionData,
    { status: response.status, headers: retryAfter ? { 'Retry-After': retryAfter } : undefined },
  )
}

type RegoMatch = { found: true; make: string; model: string; year: number; name: string } | { found: false; name: null }

/** The rego in the dealer's own records (no registration service is available to this site). */
async function lookUpRego(context: LoaderFunctionArgs['context'], values: Record<string, string>): Promise<RegoMatch> {
  const car = values.rego
    ? await findCarByRego(context.services.database.db, context.tenant.slug, values.rego, values.regoState)
    : undefined
  return car
    ? { found: true, make: car.make, model: car.model, year: car.year, name: carDisplayName(car) }
    : { found: false, name: null }
}

/** The estimate from the dealer's comparable stock, when the car's details are all known. */
async function estimate(
  context: LoaderFunctionArgs['context'],
  values: Record<string, string>,
  now: Date,
): Promise<TradeInValuation | undefined> {
  const year = Number(values.year)
  const km = Number(values.km)
  if (
    !values.make ||
    !values.model ||
    !Number.isInteger(year) ||
    !Number.isInteger(km) ||
    values.year === '' ||
    values.km === ''
  )
    return undefined
  const stock = await listComparableCars(context.services.database.db, context.tenant.slug, {
    make: values.make,
    model: values.model,
  })
  // A rego typed before choosing to enter the details is hidden then: it is not the shopper's car.
  const rego = values.lookup === 'details' ? undefined : values.rego
  const result = valueTradeIn({ year, km, rego }, stock, now)
  return result.status === 'estimate' ? result.valuation : undefined
}
