import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { formatDate, formatTime12h, openingHoursTable } from '@dealer/domain'
import { telHref } from '@dealer/tenant'
import { locationEnquiryAction, locationEnquiryForm } from '~/.server/location-enquiry'
import { HoursTable } from '@dealer/ui/hours-table'
import { LocationActions } from '~/components/location-cards'
import { EnquiryForm } from '~/components/lead-form/enquiry-form'
import * as layout from '~/styles/layout.css'
import * as home from '~/styles/home.css'
import * as form from '~/styles/form.css'
import { leadFormHeaders } from '~/.server/lead-action'
import { locationJsonLd } from '~/.server/dealer-structured-data'
import { siteOrigin } from '~/.server/site-origin'
import { pageMeta } from '~/lib/page-meta'
import { RouteError } from '~/components/route-error'

const TYPE_LABELS = { sales: 'Sales', used: 'Used Sales', service: 'Service', parts: 'Parts' } as const

function visibleLocation(context: LoaderFunctionArgs['context'], slug: string | undefined) {
  const location = context.tenant.locations.find((l) => l.slug === slug && l.visible)
  if (!location) throw new Response(null, { status: 404 })
  return location
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { tenant } = context
  const location = visibleLocation(context, params.slug)
  const a = location.address
  const fullAddress = `${a.street}, ${a.city} ${a.state} ${a.postcode}`
  // A dropdown switches between the Sales, Service and Parts departments of one site
  // (docs/spec-coverage.md, Pages and navigation).
  const siblings = tenant.locations
    .filter((l) => l.visible && l.address.street === a.street && l.address.postcode === a.postcode)
    .map((l) => ({ slug: l.slug, label: TYPE_LABELS[l.location_type] }))
  return {
    dealer: tenant.dealer.name,
    location: {
      id: location.id,
      name: location.name,
      slug: location.slug,
      type: TYPE_LABELS[location.location_type],
      address: fullAddress,
      directions: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(fullAddress)}`,
      phone: location.phone,
      phoneHref: telHref(location.phone),
      licence: location.dealer_license_number,
      rating: location.average_rating,
      reviews: location.review_count,
      hours: openingHoursTable(location.opening_hours),
      special: location.special_hours.map((h) => ({
        date: formatDate(h.date),
        label: h.label,
        hours:
          h.status === 'Closed' || !h.start_hour || !h.end_hour
            ? 'Closed'
            : `${formatTime12h(h.start_hour)} - ${formatTime12h(h.end_hour)}`,
      })),
    },
    siblings,
    enquiry: await locationEnquiryForm(request, context),
    image: location.image_url,
    // The site as an AutoDealer with its hours (docs/spec-coverage.md, Search engines).
    jsonLd: locationJsonLd(location, siteOrigin(tenant, request)),
  }
}

// The location enquiry at #form-section (docs/spec-coverage.md, Pages and navigation): its
// location_id is this page's location.
export async function action({ params, request, context }: ActionFunctionArgs) {
  const location = visibleLocation(context, params.slug)
  return locationEnquiryAction(request, context, location.id)
}

/** The page carries a lead form with its own idempotency key: never shared from the page cache. */
export const headers = leadFormHeaders

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args
  if (!data) return pageMeta(args, { title: 'Location not found', noindex: true })
  const { location } = data
  return pageMeta(args, {
    title: location.name,
    description: `${location.name}, ${location.address}: opening hours, phone ${location.phone} and directions.`,
    image: data.image,
    jsonLd: data.jsonLd,
  })
}

export default function LocationPage() {
  const { location, siblings, enquiry } = useLoaderData<typeof loader>()
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={layout.sectionHead}>
        <h1 className={layout.sectionTitle}>{location.name}</h1>
        {siblings.length > 1 ? (
          <Form method="get" action="/locations/switch">
            <label htmlFor="department">Department </label>
            <select id="department" name="to" defaultValue={location.slug}>
              {siblings.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.label}
                </option>
              ))}
            </select>{' '}
            <button type="submit" className={layout.buttonGhost}>
              Go
            </button>
          </Form>
        ) : null}
      </div>
      <div className={home.locationGrid}>
        <section className={home.location} aria-labelledby="address-title">
          <h2 id="address-title" className={home.locationName}>
            {location.type}
          </h2>
          {location.rating ? (
            <p>
              <strong>{location.rating.toFixed(1)}</strong> ★ from {location.reviews.toLocaleString('en-AU')} reviews
            </p>
          ) : null}
          <p>{location.address}</p>
          {location.licence ? <p className={layout.muted}>DL# {location.licence}</p> : null}
          <LocationActions location={location} />
        </section>
        <section className={home.location} aria-labelledby="hours-title">
          <h2 id="hours-title" className={home.locationName}>
            Opening hours
          </h2>
          <HoursTable rows={location.hours} />
          {location.special.length > 0 ? (
            <details>
              <summary>Holiday hours</summary>
              <HoursTable
                rows={location.special.map((h) => ({
                  label: `${h.date}${h.label ? ` (${h.label})` : ''}`,
                  hours: h.hours,
                }))}
              />
            </details>
          ) : null}
        </section>
      </div>
      <section id="form-section" className={form.followingCard} aria-labelledby="form-title">
        <h2 id="form-title" className={home.locationName}>
          Enquire with {location.name}
        </h2>
        <EnquiryForm
          locationId={location.id}
          options={enquiry.options}
          boot={enquiry.boot}
          action={`/locations/${location.slug}#form-section`}
        />
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteError />
}
