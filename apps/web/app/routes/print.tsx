import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { carDisplayName, formatMoney, hasPrice, priceTypeLabel } from '@dealer/domain'
import { imageUrl } from '@dealer/ui'
import { carPhoneOrWarn } from '~/.server/car-phone'
import { carLocation, loadVisibleCar, printSpecs } from '~/.server/visible-car'
import * as styles from '~/styles/car.css'
import { pageMeta } from '~/lib/page-meta'

/** /print?car_id={slug}, a printable sheet of one car (docs/spec-coverage.md, Car page). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const slug = new URL(request.url).searchParams.get('car_id')
  const car = await loadVisibleCar(context, slug)
  const { tenant } = context
  const location = carLocation(context, car)
  const first = car.images[0]?.url
  return {
    slug: car.slug,
    title: carDisplayName(car),
    price: hasPrice(car.price) ? formatMoney(car.price) : 'Price on application',
    priceLabel: hasPrice(car.price) ? priceTypeLabel(car.price_type) : null,
    photo: first ? imageUrl(first, 1024, 80) : null,
    specs: printSpecs(car),
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
  pageMeta(args, { title: data ? `Print: ${data.title}` : 'Car not found', noindex: true })

export default function PrintCar() {
  const d = useLoaderData<typeof loader>()
  return (
    <article className={styles.printPage}>
      <p className={styles.noPrint}>
        <a href={`/cars/${d.slug}`}>Back to the car</a> · <a href={`/cars/${d.slug}/pdf`}>Download PDF</a> · Use your
        browser's print command to print this page.
      </p>
      <header className={styles.printHeader}>
        <h1>{d.title}</h1>
        <p className={styles.price}>
          {d.price}
          {d.priceLabel ? <span className={styles.priceLabel}>{d.priceLabel}</span> : null}
        </p>
      </header>
      {d.photo ? <img src={d.photo} alt={d.title} className={styles.printPhoto} width={1024} height={683} /> : null}
      <h2>Key Specifications</h2>
      <dl className={styles.printSpecs}>
        {d.specs.map((s) => (
          <div key={s.key}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
      <h2>Dealer</h2>
      <address>
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
    </article>
  )
}
