import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { carDisplayName, formatMoney, hasPrice, keepUnitsWithFigures, priceTypeLabel } from '@dealer/domain'
import { imageUrl } from '@dealer/ui'
import { carPhoneOrWarn } from '~/.server/car-phone'
import { carLocation, loadVisibleCar, printSpecs } from '~/.server/visible-car'
import { useNonce } from '~/lib/csp-nonce'
import { pageMeta } from '~/lib/page-meta'
import { vehicleNoun } from '~/lib/car-page'
import * as styles from '~/styles/print.css'

/** /print?car_id={slug}, a printable sheet of one car (docs/spec-coverage.md, Car page). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const slug = new URL(request.url).searchParams.get('car_id')
  const car = await loadVisibleCar(context, slug)
  const { tenant } = context
  const location = carLocation(context, car)
  const first = car.images[0]?.url
  return {
    url: `${new URL(request.url).origin}/cars/${car.slug}`,
    slug: car.slug,
    title: carDisplayName(car),
    noun: vehicleNoun(car).singular.toLowerCase(),
    price: hasPrice(car.price) ? formatMoney(car.price) : 'Price on application',
    priceLabel: hasPrice(car.price) ? priceTypeLabel(car.price_type) : null,
    photo: first ? imageUrl(first, 1024, 80) : null,
    // '6.6 m' stays on one line in a phone's narrow column.
    specs: printSpecs(car).map((s) => ({ ...s, value: keepUnitsWithFigures(s.value) })),
    dealer: {
      name: tenant.dealer.name,
      location: location?.name ?? null,
      address: location
        ? `${location.address.street}, ${location.address.city} ${location.address.state} ${location.address.postcode}`
        : tenant.dealer.address,
      // The car's number (ADR 016): its location's unless the dealer overrides it.
      phone: carPhoneOrWarn(tenant, car)?.number ?? null,
      email: location?.email ?? tenant.dealer.email,
    },
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  pageMeta(args, {
    title: data ? `Print: ${data.title}` : 'Car not found',
    noindex: true,
    // The printable copy of a car's page: that page is the canonical one ('/print' alone is a 404).
    path: data ? `/cars/${data.slug}` : undefined,
  })

/** The paper: A4 with the margins of the PDF (about 17 mm); not expressible in a style module. */
const PAGE_RULE = '@page { size: A4; margin: 14mm 16mm; }'

export default function PrintCar() {
  const d = useLoaderData<typeof loader>()
  const nonce = useNonce()
  return (
    <article className={styles.sheet}>
      <style nonce={nonce} suppressHydrationWarning>
        {PAGE_RULE}
      </style>
      <p className={styles.toolbar}>
        <a href={`/cars/${d.slug}`}>Back to the {d.noun}</a>
        <a href={`/cars/${d.slug}/pdf`}>Download PDF</a>
        <span>Use your browser&apos;s print command to print this page.</span>
      </p>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{d.title}</h1>
          <p className={styles.dealerName}>{d.dealer.name}</p>
        </div>
        <p className={styles.price}>
          {d.price}
          {d.priceLabel ? <span className={styles.priceLabel}>{d.priceLabel}</span> : null}
        </p>
      </header>
      {d.photo ? <img src={d.photo} alt={d.title} className={styles.photo} width={1024} height={683} /> : null}
      <h2 className={styles.sectionTitle}>Key Specifications</h2>
      <dl className={styles.specs}>
        {d.specs.map((s) => (
          <div key={s.key}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
      <h2 className={styles.sectionTitle}>Dealer</h2>
      <address className={styles.dealer}>
        <strong>{d.dealer.name}</strong>
        <br />
        {d.dealer.location ? (
          <>
            {d.dealer.location}
            <br />
          </>
        ) : null}
        {d.dealer.address}
        <br />
        {d.dealer.phone ? (
          <>
            Phone: {d.dealer.phone}
            <br />
          </>
        ) : null}
        Email: {d.dealer.email}
      </address>
      <p className={styles.url}>{d.url}</p>
    </article>
  )
}
