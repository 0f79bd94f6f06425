import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { formatDate, formatTime12h, openingHoursTable } from '@dealer/domain'
import { telHref } from '@dealer/tenant'
import { HoursTable } from '~/components/hours-table'
import { LocationActions } from '~/components/LocationCards'
import * as layout from '~/styles/layout.css'
import * as home from '~/styles/home.css'

const TYPE_LABELS = { sales: 'Sales', used: 'Used Sales', service: 'Service', parts: 'Parts' } as const

export function loader({ params, context }: LoaderFunctionArgs) {
  const { tenant } = context
  const location = tenant.locations.find((l) => l.slug === params.slug && l.visible)
  if (!location) throw new Response(null, { status: 404 })
  const a = location.address
  const fullAddress = `${a.street}, ${a.city} ${a.state} ${a.postcode}`
  // Spec §2: a dropdown switches between the Sales, Service and Parts departments of one site.
  const siblings = tenant.locations
    .filter((l) => l.visible && l.address.street === a.street && l.address.postcode === a.postcode)
    .map((l) => ({ slug: l.slug, label: TYPE_LABELS[l.location_type] }))
  return {
    dealer: tenant.dealer.name,
    location: {
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
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.location.name} | ${data.dealer}` : 'Location not found' },
]

export default function LocationPage() {
  const { location, siblings } = useLoaderData<typeof loader>()
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
              <HoursTable rows={location.special.map((h) => ({ label: `${h.date}${h.label ? ` (${h.label})` : ''}`, hours: h.hours }))} />
            </details>
          ) : null}
        </section>
      </div>
    </div>
  )
}
