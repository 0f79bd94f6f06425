import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { serviceBookingFor, serviceBookings, telHref } from '@dealer/tenant'
import { dealerReviews } from '~/.server/reviews'
import { siteCards, visibleLocations } from '~/.server/location-sites'
import { SiteCards } from '~/components/location-cards'
import { ServiceBookingLinks } from '~/components/service-booking-links'
import { PageSection } from '~/components/page-section'
import { ReviewsSection } from '~/components/reviews-section'
import { pageMeta } from '~/lib/page-meta'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/content.css'

/*
 * Any path no other route claims: the dealer's content page at that path (Markdown, see
 * app/.server/content.ts), or a 404 inside the dealer's own layout.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { tenant, services } = context
  const page = services.content.page(tenant, params['*'] ?? '')
  if (!page) throw new Response(null, { status: 404 })
  const wants = (b: string) => page.blocks.includes(b as never)
  const reviews = wants('reviews') ? await dealerReviews(context) : null
  return {
    page,
    dealer: {
      name: tenant.dealer.name,
      phone: tenant.dealer.phone,
      phoneHref: telHref(tenant.dealer.phone),
      email: tenant.dealer.email,
      address: tenant.dealer.address,
    },
    locations: wants('locations') ? siteCards(tenant, visibleLocations(tenant)) : [],
    serviceLocations: wants('service-locations') ? siteCards(tenant, visibleLocations(tenant, ['service'])) : [],
    // Booking by make (docs/spec-coverage.md, Dealer site: offers, brands and service).
    serviceBookings: wants('service-booking') ? serviceBookings(tenant) : [],
    bookAnyMake: serviceBookingFor(tenant, null)?.url ?? '/contact',
    contact: wants('contact'),
    reviews,
  }
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args
  if (!data) return pageMeta(args, { title: 'Page not found', noindex: true })
  return pageMeta(args, {
    title: data.page.title,
    description: data.page.description,
    path: `/${data.page.path}`,
    type: 'article',
    noindex: data.page.noindex,
  })
}

export default function ContentPage() {
  const data = useLoaderData<typeof loader>()
  const { page } = data
  return (
    <>
      <article className={`${layout.container} ${layout.section}`}>
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <Link to="/">Home</Link> <span aria-hidden="true">›</span> <span aria-current="page">{page.title}</span>
        </nav>
        <h1 className={styles.title}>{page.title}</h1>
        {page.description ? <p className={styles.lead}>{page.description}</p> : null}
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: page.html }} />
        {data.serviceBookings.length > 0 ? <ServiceBookingLinks bookings={data.serviceBookings} /> : null}
        {page.cta ? (
          <p>
            <a className={layout.button} href={page.cta.href}>
              {page.cta.label}
            </a>
          </p>
        ) : null}
      </article>
      {data.serviceLocations.length > 0 ? (
        <PageSection
          id="service"
          title="Our service centres"
          muted
          action={
            /^https?:\/\//.test(data.bookAnyMake) ? (
              <a className={layout.button} href={data.bookAnyMake} rel="noopener noreferrer" target="_blank">
                Book a Service
              </a>
            ) : (
              <Link className={layout.button} to={data.bookAnyMake}>
                Book a Service
              </Link>
            )
          }
        >
          <SiteCards sites={data.serviceLocations} headingLevel={3} />
        </PageSection>
      ) : null}
      {data.locations.length > 0 ? (
        <PageSection id="locations" title="Our Locations">
          <SiteCards sites={data.locations} headingLevel={3} />
        </PageSection>
      ) : null}
      {data.reviews ? <ReviewsSection reviews={data.reviews} /> : null}
      {data.contact ? (
        <section className={layout.sectionMuted} aria-labelledby="contact-title">
          <div className={`${layout.container} ${styles.contact}`}>
            <h2 id="contact-title" className={layout.sectionTitle}>
              Talk to {data.dealer.name}
            </h2>
            <p>
              Call <a href={data.dealer.phoneHref}>{data.dealer.phone}</a>, email{' '}
              <a href={`mailto:${data.dealer.email}`}>{data.dealer.email}</a>, or visit us at {data.dealer.address}.
            </p>
            <p>
              <Link className={layout.button} to="/contact">
                Contact Us
              </Link>
            </p>
          </div>
        </section>
      ) : null}
    </>
  )
}
