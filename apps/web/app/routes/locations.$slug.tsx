import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { HoursTable } from '@dealer/ui/hours-table'
import { locationEnquiryAction, locationEnquiryForm } from '~/.server/location-enquiry'
import { locationPage, visibleLocation } from '~/.server/location-page'
import { leadFormHeaders } from '~/.server/lead-action'
import { locationJsonLd } from '~/.server/dealer-structured-data'
import { siteOrigin } from '~/.server/site-origin'
import { departmentHours } from '~/components/location-cards'
import { HolidayHours } from '~/components/holiday-hours'
import { MapDrawing } from '~/components/location-map'
import { EnquiryForm } from '~/components/lead-form/enquiry-form-on-demand'
import { RouteError } from '~/components/route-error'
import { pageMeta } from '~/lib/page-meta'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/location-page.css'
import * as form from '~/styles/form.css'

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { tenant } = context
  const location = visibleLocation(tenant, params.slug)
  return {
    dealer: tenant.dealer.name,
    location: locationPage(tenant, location),
    enquiry: await locationEnquiryForm(request, context),
    // The site as an AutoDealer with its hours (docs/spec-coverage.md, Search engines).
    jsonLd: locationJsonLd(location, siteOrigin(tenant, request)),
  }
}

// The location enquiry at #form-section (docs/spec-coverage.md, Pages and navigation): its
// location_id is this page's location.
export async function action({ params, request, context }: ActionFunctionArgs) {
  const location = visibleLocation(context.tenant, params.slug)
  return locationEnquiryAction(request, context, location.id)
}

/** The page carries a lead form with its own idempotency key: never shared from the page cache. */
export const headers = leadFormHeaders

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args
  // No data: an error page, whose 404 pageMeta titles as the page's heading says.
  if (!data) return pageMeta(args, { title: 'Something went wrong', noindex: true })
  const { location } = data
  return pageMeta(args, {
    title: location.name,
    description: `${location.name}, ${location.address}: opening hours, phone ${location.phone} and directions.`,
    image: location.image,
    jsonLd: data.jsonLd,
  })
}

/**
 * A location page (docs/spec-coverage.md, Dealer site: locations): rating, address and directions,
 * the Monday-to-Sunday hours, holiday hours, a switch between the departments of its site, a map
 * and its own enquiry form.
 */
export default function LocationPage() {
  const { location, enquiry } = useLoaderData<typeof loader>()
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={styles.head}>
        <div>
          <p className={`${layout.accentLabel} ${styles.eyebrow}`}>{location.typeLabel}</p>
          <h1 className={styles.title}>{location.name}</h1>
          {location.rating ? (
            <p className={styles.rating}>
              <strong>{location.rating.toFixed(1)}</strong> <span aria-hidden="true">★</span> from{' '}
              {location.reviews.toLocaleString('en-AU')} reviews
            </p>
          ) : null}
        </div>
        {location.departments.length > 1 ? (
          <Form method="get" action="/locations/switch" className={styles.switcher}>
            <label htmlFor="department">Department</label>
            <select id="department" name="to" defaultValue={location.slug} className={styles.select}>
              {location.departments.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.label}
                </option>
              ))}
            </select>
            <button type="submit" className={layout.buttonGhost}>
              Go
            </button>
          </Form>
        ) : null}
      </div>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="address-title">
          <h2 id="address-title" className={styles.cardTitle}>
            Address
          </h2>
          <address className={styles.address}>{location.address}</address>
          <p className={styles.phoneLine}>
            <a className={styles.phone} href={location.phoneHref}>
              {location.phone}
            </a>
          </p>
          {location.licence ? <p className={layout.muted}>DL# {location.licence}</p> : null}
          <p className={styles.actions}>
            <a className={layout.button} href={location.directions} rel="noopener noreferrer" target="_blank">
              Get Directions
            </a>
            <a className={layout.buttonGhost} href="#form-section">
              Enquire Now
            </a>
            {location.bookServiceHref ? (
              <a className={layout.buttonGhost} href={location.bookServiceHref}>
                Book a Service
              </a>
            ) : null}
            {location.website ? (
              <a className={layout.buttonGhost} href={location.website} rel="noopener noreferrer" target="_blank">
                Visit Website
              </a>
            ) : null}
          </p>
        </section>
        <section className={styles.card} aria-labelledby="hours-title">
          <h2 id="hours-title" className={styles.cardTitle}>
            Opening hours
          </h2>
          <HoursTable rows={departmentHours(location)} />
          {location.special.length > 0 ? <HolidayHours name={location.name} rows={location.special} /> : null}
        </section>
        {location.map ? (
          <div className={styles.mapCard}>
            <MapDrawing
              drawing={location.map}
              name={location.name}
              address={location.address}
              titleId="location-map-title"
              testId="location-map"
            />
          </div>
        ) : null}
      </div>
      <section id="form-section" className={form.followingCard} aria-labelledby="form-title">
        <h2 id="form-title" className={styles.cardTitle}>
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
