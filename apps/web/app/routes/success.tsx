import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { carDisplayName, formatMoney } from '@dealer/domain'
import { leadPhone, type LeadPhoneFacts } from '~/.server/lead-phone'
import { sentLead } from '~/.server/sent-lead'
import { inspectionPlace } from '~/.server/inspection-place'
import { useLeadSent } from '~/components/analytics/use-page-events'
import { Confirmation } from '~/components/confirmation'
import { successMessage } from '~/lib/success'
import { pageMeta } from '~/lib/page-meta'

// Shown after a lead is committed; names the car enquired about (scoped by tenant) and reads
// right for the form that was sent. Only the browser that sent a committed lead of this dealer is
// told it is with the dealer; any other visit gets a neutral page (docs/spec-coverage.md, Hardening).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { tenant } = context
  const { lead, car } = await sentLead(context, request, new URL(request.url).searchParams.get('lead') ?? '')
  if (!lead) return { sent: false as const, dealer: tenant.dealer.name, phone: tenant.dealer.phone }
  const fields = fieldsOf(lead?.payload)
  const locationId = text(fields.location) ?? text(fields.location_id)
  const location = tenant.locations.find((l) => l.id === locationId)
  const phone = leadPhone(tenant, { car: car ?? vehicleOf(lead.payload), locationId })
  return {
    sent: true as const,
    message: successMessage({
      form: lead?.formType ?? 'enquiry',
      dealer: tenant.dealer.name,
      car: car ? carDisplayName(car) : modelAskedAbout(fields),
      location: location?.name ?? null,
      preferredAt: text(fields.preferred_datetime),
      offer: lead.formType === 'trade-in' ? acceptedOffer(fields, inspectionPlace(tenant)) : null,
    }),
    // A car's lead: the number the car's page gives, whichever form was sent; otherwise the location
    // the lead went to answers it (docs/spec-coverage.md, Lead forms; Dealer site: locations).
    phone: phone.number,
    phoneHref: phone.href,
    car: car ? { name: carDisplayName(car), slug: car.slug } : null,
    // This dealer's stored lead, for analytics event 18 (docs/analytics.md); null for any other id.
    lead: lead ? { id: lead.id, form: lead.formType, carId: lead.carId } : null,
  }
}

function fieldsOf(payload: unknown): Record<string, unknown> {
  const fields = payload && typeof payload === 'object' ? (payload as { fields?: unknown }).fields : null
  return fields && typeof fields === 'object' ? (fields as Record<string, unknown>) : {}
}

/** The car as the lead copied it when it came in: the car may be sold and gone from the site since. */
function vehicleOf(payload: unknown): LeadPhoneFacts['car'] {
  const vehicle = payload && typeof payload === 'object' ? (payload as { vehicle?: unknown }).vehicle : null
  return vehicle && typeof vehicle === 'object' ? (vehicle as LeadPhoneFacts['car']) : null
}

/**
 * A quote on a new model names no car, only the make and model the order-now page stored
 * (docs/spec-coverage.md, Dealer site: models).
 */
function modelAskedAbout(fields: Record<string, unknown>): string | null {
  const make = text(fields['Vehicle Make'])
  const model = text(fields['Vehicle Model'])
  return fields.vehicle_status === 'new' && make && model ? `${make} ${model}` : null
}

/**
 * An accepted trade-in offer as the lead stored it: the range from the server's own valuation (an
 * accepted offer copies the estimate's lead), and the shopper's car.
 */
function acceptedOffer(fields: Record<string, unknown>, inspectionAt: string) {
  const v = fields.valuation as { low?: unknown; high?: unknown } | undefined
  if (fields.offer_accepted !== true || typeof v?.low !== 'number' || typeof v.high !== 'number') return null
  const tradeIn = [fields.year, text(fields.make), text(fields.model)].filter((p) => typeof p === 'number' || p)
  return {
    range: `${formatMoney(v.low)} – ${formatMoney(v.high)}`,
    tradeIn: tradeIn.length > 0 ? tradeIn.join(' ') : null,
    inspectionAt,
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: args.data?.sent === false ? `Contact ${args.data.dealer}` : 'Thank you', noindex: true })

/**
 * A form sent from the car page's dialog (components/car/form-dialog) lands here inside the
 * dialog's frame: the thank-you page then takes the whole window.
 */
function useLeaveFormDialog() {
  useEffect(() => {
    if (window.top === window.self) return
    try {
      window.top!.location.assign(`${window.location.pathname}${window.location.search}`)
    } catch {
      // Framed by another site (never by our own pages): stay in the frame.
    }
  }, [])
}

export default function Success() {
  useLeaveFormDialog()
  const data = useLoaderData<typeof loader>()
  useLeadSent(data.sent ? data.lead : null)
  if (!data.sent) {
    return (
      <Confirmation title={`Contact ${data.dealer}`} car={null}>
        <p>
          There is no enquiry from this browser to show here. To get in touch, send us a message from our{' '}
          <Link to="/contact">contact page</Link> or call us on {data.phone}.
        </p>
      </Confirmation>
    )
  }
  return (
    <Confirmation title="Thank you" car={data.car}>
      <p>{data.message}</p>
      <p>
        If it is urgent, call us on <a href={data.phoneHref}>{data.phone}</a>.
      </p>
    </Confirmation>
  )
}
