import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { findCarBySlug } from '@dealer/db'
import { carDisplayName, formatKm, formatMoney, hasPrice, isAvailable, isVisible, priceTypeLabel } from '@dealer/domain'
import { Slot } from '@dealer/theme-contract'
import { imageUrl, srcSet } from '@dealer/ui'
import { vehicleCtas } from '~/lib/ctas'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/car.css'

const SLUG = /^[a-z0-9][a-z0-9-]{0,200}$/

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { tenant, services } = context
  const slug = params.slug ?? ''
  if (!SLUG.test(slug)) throw new Response(null, { status: 404 })
  const car = await findCarBySlug(services.database.db, tenant.slug, slug)
  // Scoped by tenant in SQL; hidden cars (not on the website, sold too long ago) are a 404 too.
  if (!car || !isVisible(car, services.now(), tenant.dealer.include_sold_cars_days)) {
    throw new Response(null, { status: 404 })
  }
  const location = tenant.locations.find((l) => l.id === car.location_id) ?? null
  const specs: { label: string; value: string }[] = []
  const add = (label: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') specs.push({ label, value: String(value) })
  }
  add('Odometer', car.km > 0 ? formatKm(car.km) : null)
  add('Body', car.simple_body)
  add('Transmission', car.simple_transmission)
  add('Fuel', car.simple_fuel)
  add('Drive', car.simple_drive)
  add('Colour', car.colour)
  add('Seats', car.seats)
  add('Doors', car.doors)
  add('Engine', car.engine_size ? `${(car.engine_size / 1000).toFixed(1)}L` : null)
  add('Stock #', car.stocknum)
  add('VIN', car.vin)
  add('Rego', car.regplate)
  const ctas = vehicleCtas(car, tenant)
  return {
    car: {
      slug: car.slug,
      title: carDisplayName(car),
      heading: `${car.year} ${car.make} ${car.model}`,
      subtitle: [car.badge, car.series].filter(Boolean).join(' '),
      carType: car.car_type,
      price: hasPrice(car.price) ? formatMoney(car.price) : null,
      priceLabel: priceTypeLabel(car.price_type),
      available: isAvailable(car),
      images: car.images.map((img, i) => ({
        src: imageUrl(img.url, 1024),
        srcSet: srcSet(img.url, [480, 640, 800, 1024, 1280]),
        full: imageUrl(img.url, 1600, 80),
        alt: `${carDisplayName(car)}, photo ${i + 1} of ${car.images.length}`,
      })),
      comments: car.dealercomments ? car.dealercomments.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() : null,
      specs,
    },
    location: location ? { name: location.name, city: location.address.city } : null,
    ctas,
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.car.title}${data.car.price ? ` for ${data.car.price}` : ''}` }] : [{ title: 'Car not found' }]

export default function CarPage() {
  const { car, location, ctas } = useLoaderData<typeof loader>()
  return (
    <div className={layout.container}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={`/search/${car.carType}-cars`}>{car.carType === 'new' ? 'New' : car.carType === 'demo' ? 'Demo' : 'Used'} stock</Link>
          </li>
          <li aria-current="page">{car.title}</li>
        </ol>
      </nav>
      <div className={styles.layout}>
        <div className={styles.galleryArea}>
          <ul className={styles.gallery} aria-label="Photos">
            {car.images.map((img, i) => (
              <li key={img.src} className={styles.slide}>
                <a href={img.full}>
                  <img
                    src={img.src}
                    srcSet={img.srcSet}
                    sizes="(min-width: 1024px) 760px, 100vw"
                    alt={img.alt}
                    width={1024}
                    height={683}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    className={styles.photo}
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.mainCol}>
          <section aria-labelledby="key-information-title" id="key-information" className={styles.panel}>
            <h2 id="key-information-title">Key information</h2>
            <dl className={styles.specs}>
              {car.specs.map((s) => (
                <div key={s.label} className={styles.spec}>
                  <dt>{s.label}</dt>
                  <dd>{s.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className={styles.panel} aria-labelledby="comments-title">
            <h2 id="comments-title">Dealer comments</h2>
            <p>{car.comments ?? 'Dealer comments are pending. Please check back here later.'}</p>
          </section>
        </div>
        <aside className={styles.sidebar} aria-label="Price and actions">
          <h1 className={styles.title}>
            {car.heading}
            {car.subtitle ? <span className={styles.subtitle}>{car.subtitle}</span> : null}
          </h1>
          <p className={styles.price}>
            {car.price ?? 'Price on application'}
            {car.price && car.priceLabel ? <span className={styles.priceLabel}>{car.priceLabel}</span> : null}
          </p>
          <p className={layout.muted}>
            <a href="#vehicle-map">{location?.name ?? 'Vehicle Location'}</a>
          </p>
          <Slot name="VehicleCtas" actions={ctas.actions} available={car.available} placement="sidebar" soldMessage={ctas.soldMessage} />
        </aside>
      </div>
      <Slot name="VehicleCtas" actions={ctas.actions} available={car.available} placement="bar" soldMessage={null} />
    </div>
  )
}
