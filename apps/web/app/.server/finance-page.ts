import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from '@remix-run/node'
import { formatNumber, hasPrice } from '@dealer/domain'
import { financePrefill, financeTypeForPath, quickPickAmount } from '@dealer/leads'
import { findVisibleCar, leadCar } from './visible-car'
import { financePageText } from '~/lib/finance-pages'
import { leadAction, leadFormBoot, postedKeys, type FormKeys } from './lead-action'
import { financeOptions } from './lead-forms'
import { gate } from './shopper'

/*
 * The finance pages (/finance, /finance-enquiry, /apply-for-finance,
 * /finance-pre-approval, /finance-and-insurance): one form at #finance-form, prefilled from the
 * finance link's query (preferredDealership, vehiclePriceBudget, car_id, car_type, vin).
 * Traced in docs/spec-coverage.md, Trade-in, finance and reserve.
 */

/** Fields of the finance form a quick-pick POST hands back, so nothing typed is lost. */
const FORM_FIELDS = [
  'name',
  'email',
  'phone',
  'postcode',
  'message',
  'preferredDealership',
  'vehiclePriceBudget',
  'car_type',
  'vin',
  'opt_in',
  'terms_conditions',
]

/** The car the link names (car pages send its slug as car_id), visible and of this dealer. */
async function financedCar(context: AppLoadContext, url: URL) {
  return findVisibleCar(context, url.searchParams.get('car_id'))
}

/**
 * Financing a car the link names is the 'car-finance' journey; any other finance page is
 * 'finance'. A dealer may gate either behind sign-in (tenant accounts.gated). The car page's
 * finance link goes to the form (#finance-form, docs/spec-coverage.md, Trade-in, finance and
 * reserve), and so does sign-in after it.
 */
async function financeGate(request: Request, context: AppLoadContext, car: unknown) {
  await gate(request, context, car ? 'car-finance' : 'finance', car ? { anchor: '#finance-form' } : {})
}

export async function financeLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const options = financeOptions(context.tenant)
  const prefill = financePrefill(url.searchParams, options)
  const car = await financedCar(context, url)
  await financeGate(request, context, car)
  // The link's values first; the car fills in what the link leaves out, its yard included.
  const carYard = car ? carDealership(context.tenant, options, car.location_id) : undefined
  const defaults: Record<string, string> = {
    ...(car ? { car_type: car.car_type, ...(car.vin ? { vin: car.vin } : {}) } : {}),
    ...(carYard ? { preferredDealership: carYard } : {}),
    ...(car && hasPrice(car.price) ? { vehiclePriceBudget: formatNumber(car.price) } : {}),
    ...prefill,
  }
  if (prefill.vehiclePriceBudget) defaults.vehiclePriceBudget = formatNumber(Number(prefill.vehiclePriceBudget))
  delete defaults.car_id
  return {
    text: financePageText(url.pathname),
    options,
    defaults,
    car: car ? leadCar(car) : null,
    boot: await leadFormBoot(request, context),
  }
}

/**
 * The preferred-dealership choice of the location the car is at (its slug), when that location is
 * one of the choices; a car at a service yard, or nowhere known, leaves 'Any dealership'.
 */
function carDealership(
  tenant: AppLoadContext['tenant'],
  options: ReturnType<typeof financeOptions>,
  locationId: string | null,
): string | undefined {
  const slug = locationId ? tenant.locations.find((l) => l.id === locationId)?.slug : undefined
  return slug && options.dealerships?.some((d) => d.value === slug) ? slug : undefined
}

/** What a quick-pick POST (no JS) returns: the form's values with the picked amount. */
export interface QuickPickData extends Partial<FormKeys> {
  kind: 'quick-pick'
  values: Record<string, string>
}

export async function financeAction({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url)
  const options = financeOptions(context.tenant)
  const car = await financedCar(context, url)
  // A session that ended while the form was open: sign in again, then the form again.
  await financeGate(request, context, car)
  // A quick-pick pressed before JS ran: show the form again with the amount, send nothing.
  if (Number(request.headers.get('content-length') ?? 0) <= context.services.leadGuard.settings.maxBodyBytes) {
    const formData = await request
      .clone()
      .formData()
      .catch(() => null)
    const pick = quickPickAmount(formData?.get('quick_pick'))
    if (formData && pick !== null) {
      const values: Record<string, string> = {}
      for (const name of FORM_FIELDS) {
        const v = formData.get(name)
        if (typeof v === 'string' && v.length <= 2_000) values[name] = v
      }
      values.vehiclePriceBudget = formatNumber(pick)
      // The keys the form was opened with (postedKeys): its time on the page counts from when it
      // was opened, not from the pick, so a send straight after is not 'too quick'.
      return Response.json({
        kind: 'quick-pick',
        values,
        ...postedKeys(request, context, formData),
      } satisfies QuickPickData)
    }
  }
  return leadAction(request, context, {
    form: 'finance',
    formOptions: options,
    serverValues: { finance_type: financeTypeForPath(url.pathname), car_id: car?.id },
  })
}
