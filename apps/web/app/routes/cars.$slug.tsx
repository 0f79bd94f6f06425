import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useState } from 'react'
import {
  carBreadcrumbs,
  carDisplayName,
  carSpecGroups,
  carStructuredData,
  breadcrumbStructuredData,
  canFavourite,
  comparisonRateDisclaimer,
  disclaimerPreview,
  financeEstimate,
  CAR_TYPE_LABELS,
  FREQUENCY_LABELS,
  formatMoney,
  formatRate,
  fuelCost,
  fuelEconomy,
  hasPrice,
  htmlToText,
  isAvailable,
  keyInformation,
  marketPriceBadge,
  maskPhone,
  priceTypeLabel,
  serializeJsonLd,
  showFuelCalculator,
  truncateAtWord,
  type SpinView,
} from '@dealer/domain'
import { findSimilarCars, toSearchDoc } from '@dealer/search'
import { Slot, type CarCardProps } from '@dealer/theme-contract'
import { telHref } from '@dealer/tenant'
import { imageUrl, srcSet } from '@dealer/ui'
import { carCards } from '~/.server/cards'
import { isPhoneRevealed, readCompareIds, readFavouriteIds, readViewedIds } from '~/.server/visitor-cookies'
import { watchlistView } from '~/.server/watchlist-view'
import { saveOnReturn } from '~/.server/watchlist-pending'
import { visibleCars } from '~/.server/shopper-lists'
import { CompareToggle } from '~/components/car/compare-toggle'
import { BottomBar } from '~/components/car/bottom-bar'
import { CarCardList } from '~/components/car-card-list'
import { AnnouncementBar } from '~/components/car/announcement-bar'
import { FavouriteToggle } from '~/components/car/favourite-toggle'
import { PhoneBlock } from '~/components/car/phone-block'
import { SpinViewer } from '~/components/car/spin-viewer'
import { FormDialog } from '~/components/car/form-dialog'
import { StickyHeader } from '~/components/car/sticky-header'
import { usePhoneReveal } from '~/components/car/use-phone-reveal'
import { useViewBeacon } from '~/components/car/use-view-beacon'
import { GalleryEnhancer } from '~/components/car/gallery-enhancer'
import { PdfLink } from '~/components/car/pdf-link'
import { ShareBlock } from '~/components/car/share-block'
import { useWatchlist } from '~/components/watchlist/use-watchlist'
import { WatchlistToggle } from '~/components/watchlist/watchlist-toggle'
import {
  BOTTOM_BANNER_LINKS,
  CAR_DISCLAIMER,
  FINANCE_ESTIMATE_CONFIG,
  autoGaugeFromCar,
  financeSection,
  locatedAt,
  shareLinks,
} from '~/lib/car-page'
import { commentsView, deliveryView } from '~/.server/car-page-data'
import { carLocation, loadVisibleCar } from '~/.server/visible-car'
import { PHONE_BLOCK_ID, revealCall } from '~/lib/call-action'
import { vehicleCtas } from '~/lib/ctas'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/car.css'
import * as interactive from '~/styles/car-interactive.css'
import { RouteError } from '~/components/route-error'

const SIMILAR_TIMEOUT_MS = 1500

function num(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback
  const n = Number(raw.replace(/[$,\s]/g, ''))
  return Number.isFinite(n) && n >= 0 ? n : fallback
}

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const { tenant, services } = context
  const car = await loadVisibleCar(context, params.slug)
  // Back from sign-in after pressing Save: the car is saved and the plain URL shown.
  await saveOnReturn(request, context, car)
  const url = new URL(request.url)
  const origin = url.origin
  const now = services.now()
  const location = carLocation(context, car)
  const title = carDisplayName(car)
  const available = isAvailable(car)
  const groups = carSpecGroups(car)
  const keyInfo = keyInformation(groups.featured)

  // Similar cars: awaited with a time limit and never throwing; no cards is the fallback.
  const similar = await Promise.race([
    findSimilarCars(services.search.engine, toSearchDoc(car), { tenant: tenant.slug, now }).catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), SIMILAR_TIMEOUT_MS)),
  ])

  const estimate = financeEstimate(
    car,
    { ...FINANCE_ESTIMATE_CONFIG, excludedMakes: tenant.lists.excludedFinanceMakes },
    now,
  )
  const disclaimerText = estimate?.lender.disclaimer ?? comparisonRateDisclaimer(estimate ?? undefined)
  const fuelParams = {
    price: num(url.searchParams.get('fuel_price'), 1.7),
    km: num(url.searchParams.get('weekly_km'), 250),
  }
  const pageUrl = `${origin}/cars/${car.slug}`
  const description = car.dealercomments
    ? truncateAtWord(htmlToText(car.dealercomments).replace(/\s+/g, ' '), 300).text || null
    : null
  const seller = {
    name: tenant.dealer.name,
    url: origin,
    telephone: location?.phone ?? tenant.dealer.phone,
    address: location
      ? {
          street: location.address.street,
          city: location.address.city,
          state: location.address.state,
          postcode: location.address.postcode,
        }
      : null,
  }
  const firstImage = car.images[0]?.url
  // Visitor state from cookies (a request with cookies skips the shared page cache).
  const cookie = request.headers.get('Cookie')
  const phoneRevealed = tenant.features.phoneUnmasked || (await isPhoneRevealed(cookie))
  const saved = (await readFavouriteIds(cookie)).includes(car.id)
  const comparing = await readCompareIds(cookie)
  const favouriteRules = { enabled: tenant.features.favourites, usedOnly: tenant.features.favouritesUsedOnly }
  // Recently viewed: the visitor's own list (from the viewed pixel's cookie), this car left out.
  const viewed = await visibleCars(
    context,
    (await readViewedIds(cookie)).filter((id) => id !== car.id),
  )
  const phone = tenant.dealer.phone
  return {
    car: {
      id: car.id,
      slug: car.slug,
      title,
      heading: `${car.year} ${car.make} ${car.model}`,
      subtitle: [car.badge, car.series].filter(Boolean).join(' '),
      carType: car.car_type,
      isCaravan: car.item_type === 'caravan',
      price: hasPrice(car.price) ? formatMoney(car.price) : null,
      priceLabel: priceTypeLabel(car.price_type),
      available,
      images: car.images.map((img, i) => ({
        src: imageUrl(img.url, 1024),
        srcSet: srcSet(img.url, [480, 640, 800, 1024, 1280]),
        full: imageUrl(img.url, 1600, 80),
        thumb: imageUrl(img.url, 160),
        alt: `${title}, photo ${i + 1} of ${car.images.length}`,
      })),
    },
    comments: commentsView(car.dealercomments),
    keyInfo,
    groups,
    location: location ? { name: location.name, city: location.address.city } : null,
    announcement: locatedAt(car.city ?? location?.address.city, tenant.locations, location),
    ctas: vehicleCtas(car, tenant, { phoneRevealed }),
    phone: {
      dealerName: tenant.dealer.name,
      masked: maskPhone(phone),
      revealed: phoneRevealed ? { number: phone, href: telHref(phone) } : null,
    },
    favourite: canFavourite(
      car,
      { enabled: tenant.features.favourites, usedOnly: tenant.features.favouritesUsedOnly },
      saved,
    )
      ? {
          saved,
          entry: {
            id: car.id,
            name: title,
            slug: car.slug,
            make: car.make,
            model: car.model,
            primary_image_url: firstImage ?? null,
          },
        }
      : null,
    spin:
      car.spin_images.length > 1
        ? {
            frames: car.spin_images.map((u) => imageUrl(u, 800)),
            fullFrames: car.spin_images.map((u) => imageUrl(u, 1280, 80)),
            interior: car.spin_interior_image ? imageUrl(car.spin_interior_image, 1024) : null,
            hotspots: car.hotspots.map((h) => ({
              id: h.id,
              description: h.description,
              exterior: h.exterior,
              interior: h.interior,
            })),
            defaultView: 'spinner' as SpinView,
          }
        : null,
    finance: available ? financeSection(car.price, url.searchParams) : null,
    estimate: estimate
      ? {
          provider: estimate.lender.financeProvider ?? estimate.lenderId,
          rates: `${formatRate(estimate.interestRate)} p.a. (comparison rate ${formatRate(estimate.comparisonRate)} p.a.)`,
          payment: estimate.payment !== null ? formatMoney(estimate.payment) : null,
          frequency: estimate.frequency ? FREQUENCY_LABELS[estimate.frequency] : null,
        }
      : null,
    disclaimer: { ...disclaimerPreview(disclaimerText), full: disclaimerText },
    fuel: showFuelCalculator(car)
      ? {
          economy: fuelEconomy(car),
          pricePerLitre: fuelParams.price,
          weeklyKm: fuelParams.km,
          ...fuelCost({ economy: fuelEconomy(car), pricePerLitre: fuelParams.price, weeklyKm: fuelParams.km }),
        }
      : null,
    marketBadge: marketPriceBadge(car),
    autoGauge: autoGaugeFromCar(car),
    delivery: deliveryView(url.searchParams.get('postcode'), location?.address ?? null),
    similar: similar ? carCards(similar, tenant, now).slice(0, 6) : [],
    recentlyViewed: carCards(viewed, tenant, now).slice(0, 4),
    compare:
      tenant.features.compare && canFavourite(car, { ...favouriteRules, enabled: true }, comparing.includes(car.id))
        ? { on: comparing.includes(car.id), count: comparing.length }
        : null,
    share: shareLinks(origin, car.slug, title, tenant.features.showTwitterShare),
    printButton: tenant.features.printButton,
    watchlist: await watchlistView(request, context),
    seo: {
      url: pageUrl,
      siteName: tenant.name,
      image: firstImage ? `${origin}${imageUrl(firstImage, 1200, 80)}` : null,
      description:
        description ??
        `${title}${hasPrice(car.price) ? ` for ${formatMoney(car.price)}` : ''} at ${tenant.dealer.name}`,
      jsonLd: serializeJsonLd([
        carStructuredData({ car, url: pageUrl, seller, description }),
        breadcrumbStructuredData(carBreadcrumbs(car, origin)),
      ]),
    },
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: 'Car not found' }]
  const title = `${data.car.title}${data.car.price ? ` for ${data.car.price}` : ''}`
  return [
    { title },
    { name: 'description', content: data.seo.description },
    { tagName: 'link', rel: 'canonical', href: data.seo.url },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: data.seo.description },
    { property: 'og:url', content: data.seo.url },
    { property: 'og:site_name', content: data.seo.siteName },
    ...(data.seo.image ? [{ property: 'og:image', content: data.seo.image }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
}

export default function CarPage() {
  const d = useLoaderData<typeof loader>()
  const { car, location, ctas } = d
  const base = `/cars/${car.slug}`
  const { phone, reveal } = usePhoneReveal(`${base}/phone`, d.phone.revealed)
  const actions = phone && !d.phone.revealed ? revealCall(ctas.actions, phone.number, phone.href) : ctas.actions
  const [view, setView] = useState<SpinView>('gallery')
  useViewBeacon(`${base}/view.json`, car.id)
  const main = actions.find((a) => a.emphasis === 'primary')
  const watchlist = useWatchlist(d.watchlist).button(car.id, car.available)
  return (
    <div className={layout.container}>
      <FormDialog />
      <StickyHeader
        title={car.title}
        price={car.price ?? 'Price on application'}
        action={main ? { label: main.label, href: main.href } : null}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: d.seo.jsonLd }} />
      {d.announcement ? <AnnouncementBar text={d.announcement.text} directions={d.announcement.directions} /> : null}
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={`/search/${car.carType}-cars`}>{CAR_TYPE_LABELS[car.carType]} stock</Link>
          </li>
          <li aria-current="page">{car.title}</li>
        </ol>
      </nav>
      <div className={styles.layout}>
        <div className={`${styles.galleryArea} ${interactive.media}`} data-view={view}>
          {d.spin ? <SpinViewer spin={d.spin} title={car.title} onView={setView} /> : null}
          <ul className={styles.gallery} aria-label="Photos" id="car-gallery">
            {car.images.map((img, i) => (
              <li key={img.src} className={styles.slide} id={`photo-${i + 1}`}>
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
          {car.images.length > 3 ? (
            <ul className={styles.thumbs} aria-label="Thumbnails">
              {car.images.map((img, i) => (
                <li key={img.thumb}>
                  <a href={`#photo-${i + 1}`} aria-label={`Photo ${i + 1}`}>
                    <img src={img.thumb} alt="" width={96} height={64} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <GalleryEnhancer galleryId="car-gallery" images={car.images.map((i) => ({ src: i.full, alt: i.alt }))} />
        </div>
        <div className={styles.mainCol}>
          <section aria-labelledby="key-information-title" id="key-information" className={styles.panel}>
            <h2 id="key-information-title">Key Information</h2>
            <dl className={styles.specs}>
              {d.keyInfo.visible.map((s) => (
                <div key={s.key} className={styles.spec}>
                  <dt>{s.label}</dt>
                  <dd>{s.value}</dd>
                </div>
              ))}
            </dl>
            {d.keyInfo.hidden.length > 0 ? (
              <details className={styles.toggle}>
                <summary>
                  <span className={styles.more}>Show More</span>
                  <span className={styles.less}>Show Less</span>
                </summary>
                <dl className={styles.specs}>
                  {d.keyInfo.hidden.map((s) => (
                    <div key={s.key} className={styles.spec}>
                      <dt>{s.label}</dt>
                      <dd>{s.value}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            ) : null}
          </section>
          <section aria-labelledby="specifications-title" id="specifications" className={styles.panel}>
            <h2 id="specifications-title">{car.isCaravan ? 'Caravan Specifications' : 'Specifications'}</h2>
            <details className={styles.toggle} open>
              <summary>
                <span className={styles.more}>Show all specifications</span>
                <span className={styles.less}>Hide specifications</span>
              </summary>
              {(
                [
                  ['featured', 'Featured', d.groups.featured],
                  [
                    'specifications',
                    car.isCaravan ? 'Caravan Specifications' : 'Specifications',
                    d.groups.specifications,
                  ],
                  ['summary', 'Summary', d.groups.summary],
                ] as const
              ).map(([id, label, rows]) =>
                rows.length > 0 ? (
                  <div key={id} className={styles.specGroup} data-group={id}>
                    <h3>{label}</h3>
                    <dl className={styles.specTable}>
                      {rows.map((s) => (
                        <div key={s.key}>
                          <dt>{s.label}</dt>
                          <dd>{s.value}</dd>
                        </div>
                      ))}
                    </dl>
                  </div>
                ) : null,
              )}
            </details>
          </section>
          <section className={styles.panel} aria-labelledby="comments-title" id="dealer-comments">
            <h2 id="comments-title">Dealer Comments</h2>
            {d.comments.kind === 'pending' ? (
              <p>{d.comments.text}</p>
            ) : d.comments.truncated ? (
              <div className={styles.comments}>
                <p className={styles.commentsPreview}>{d.comments.preview}</p>
                <details className={styles.toggle}>
                  <summary>
                    <span className={styles.more}>Show more</span>
                    <span className={styles.less}>Show less</span>
                  </summary>
                  <div className={styles.richText} dangerouslySetInnerHTML={{ __html: d.comments.html }} />
                </details>
              </div>
            ) : (
              <div className={styles.richText} dangerouslySetInnerHTML={{ __html: d.comments.html }} />
            )}
          </section>
          {d.finance ? (
            <section className={styles.panel} aria-labelledby="finance-title" id="finance-calculator">
              <h2 id="finance-title">Finance Calculator</h2>
              <form method="get" action={`${base}#finance-calculator`} className={styles.form}>
                <label>
                  Purchase price ($)
                  <input
                    name="amount"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step="any"
                    defaultValue={d.finance.amountInput}
                    aria-describedby="amount-help"
                  />
                </label>
                <p id="amount-help" className={styles.help} role={d.finance.amountHelp ? 'alert' : undefined}>
                  {d.finance.amountHelp ??
                    `${formatMoney(d.finance.bounds.amount.min)} to ${formatMoney(d.finance.bounds.amount.max)}`}
                </p>
                <NumberField
                  label="Deposit / trade-in ($)"
                  name="deposit"
                  bounds={d.finance.bounds.money}
                  value={d.finance.deposit}
                />
                <NumberField
                  label="Term (years)"
                  name="term"
                  bounds={d.finance.bounds.term}
                  step={d.finance.bounds.term.step}
                  value={d.finance.term}
                />
                <NumberField
                  label="Interest rate (% p.a.)"
                  name="interest"
                  bounds={d.finance.bounds.interest}
                  value={d.finance.interest}
                />
                <NumberField
                  label="Residual / balloon ($)"
                  name="residual"
                  bounds={d.finance.bounds.money}
                  value={d.finance.residual}
                />
                <label>
                  Repayment frequency
                  <select name="frequency" defaultValue={d.finance.frequency}>
                    {d.finance.frequencies.map((f) => (
                      <option key={f.value} value={f.value}>
                        {f.label}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className={styles.button}>
                  Calculate
                </button>
              </form>
              <div className={styles.result} aria-live="polite" data-testid="finance-result">
                {d.finance.enquire ? (
                  <p className={styles.bigFigure}>{d.finance.label}</p>
                ) : (
                  <>
                    <p>
                      <span className={styles.bigFigure} data-testid="finance-repayment">
                        {d.finance.label}
                      </span>{' '}
                      {d.finance.frequencyLabel.toLowerCase()}*
                    </p>
                    <p className={layout.muted}>Total repayments {d.finance.total}</p>
                  </>
                )}
                <p>
                  <Link to={`/finance?car_id=${encodeURIComponent(car.slug)}#finance-form`}>Get Finance Now</Link>
                </p>
              </div>
              {d.estimate ? (
                <div className={styles.estimate} data-testid="finance-estimate">
                  <h3>Finance estimate from {d.estimate.provider}</h3>
                  {d.estimate.payment ? (
                    <p className={styles.bigFigure}>
                      {d.estimate.payment} {d.estimate.frequency?.toLowerCase()}
                    </p>
                  ) : null}
                  <p>{d.estimate.rates}</p>
                </div>
              ) : null}
              <div id="financeDisclaimer" className={styles.disclaimer}>
                <h3>Finance Disclaimer</h3>
                {d.disclaimer.truncated ? (
                  <details className={styles.toggle}>
                    <summary>
                      <span className={styles.more}>
                        {d.disclaimer.preview} <u>Show More</u>
                      </span>
                      <span className={styles.less}>Show Less</span>
                    </summary>
                    <p>{d.disclaimer.full}</p>
                  </details>
                ) : (
                  <p>{d.disclaimer.full}</p>
                )}
              </div>
            </section>
          ) : null}
          {d.autoGauge || d.marketBadge ? (
            <section className={styles.panel} aria-labelledby="market-title" id="price-comparison">
              <h2 id="market-title">Price Comparison</h2>
              {d.marketBadge ? (
                <p className={styles.badge} data-testid="market-badge">
                  {formatMoney(d.marketBadge.saving)} below the{' '}
                  {d.marketBadge.source === 'state' ? 'state' : 'national'} market average
                </p>
              ) : null}
              {d.autoGauge ? (
                <div data-testid="auto-gauge" data-band={d.autoGauge.band}>
                  <p className={styles.bigFigure}>{d.autoGauge.dealLabel}</p>
                  <meter
                    min={0}
                    max={1}
                    low={0.3}
                    high={0.6}
                    optimum={1}
                    value={d.autoGauge.fill}
                    className={styles.meter}
                  >
                    {Math.round(d.autoGauge.fill * 100)}%
                  </meter>
                  <p>
                    Market range {formatMoney(d.autoGauge.market_range_min)} –{' '}
                    {formatMoney(d.autoGauge.market_range_max)}
                  </p>
                  <p className={layout.muted}>{d.autoGauge.description}</p>
                </div>
              ) : null}
            </section>
          ) : null}
          {d.fuel ? (
            <section className={styles.panel} aria-labelledby="fuel-title" id="fuel-calculator">
              <h2 id="fuel-title">Fuel Calculator</h2>
              <form method="get" action={`${base}#fuel-calculator`} className={styles.form}>
                <label>
                  Fuel price ($ a litre)
                  <input name="fuel_price" type="number" min={0} step="0.01" defaultValue={d.fuel.pricePerLitre} />
                </label>
                <label>
                  Distance (km a week)
                  <input name="weekly_km" type="number" min={0} step="1" defaultValue={d.fuel.weeklyKm} />
                </label>
                <button type="submit" className={styles.button}>
                  Calculate
                </button>
              </form>
              <p>
                At {d.fuel.economy} L/100km: <strong>{formatMoney(d.fuel.weekly)}</strong> a week,{' '}
                {formatMoney(d.fuel.monthly)} a month, {formatMoney(d.fuel.yearly)} a year.
              </p>
            </section>
          ) : null}
          <section className={styles.panel} aria-labelledby="delivery-title" id="delivery-calculator">
            <h2 id="delivery-title">Delivery Calculator</h2>
            <form method="get" action={`${base}#delivery-calculator`} className={styles.form} noValidate>
              <label>
                Your postcode
                <input
                  name="postcode"
                  inputMode="numeric"
                  maxLength={4}
                  autoComplete="postal-code"
                  defaultValue={d.delivery.postcode}
                  aria-invalid={d.delivery.kind === 'error' ? true : undefined}
                  aria-describedby="delivery-message"
                />
              </label>
              <button type="submit" className={styles.button}>
                Calculate Delivery
              </button>
            </form>
            <div id="delivery-message" role="status" data-testid="delivery-message">
              {d.delivery.kind === 'error' ? <p className={styles.error}>{d.delivery.error}</p> : null}
              {d.delivery.kind === 'price' ? (
                <p>
                  {d.delivery.name} to {d.delivery.place} ({d.delivery.distanceKm} km):{' '}
                  <strong>{d.delivery.price}</strong>
                </p>
              ) : null}
            </div>
          </section>
          <section className={styles.panel} id="vehicle-map" aria-labelledby="location-title">
            <h2 id="location-title">Vehicle Location</h2>
            <p>{location ? `${location.name}, ${location.city}` : 'Vehicle Location'}</p>
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
          {d.finance?.weeklyTeaser ? (
            <p>
              <a href="#finance-calculator">From {d.finance.weeklyTeaser} weekly*</a>{' '}
              <a href="#financeDisclaimer" className={styles.small}>
                Click for Finance Disclaimer
              </a>
            </p>
          ) : null}
          <p className={layout.muted}>
            <a href="#vehicle-map">{location?.name ?? 'Vehicle Location'}</a>
          </p>
          <Slot
            name="VehicleCtas"
            actions={actions}
            available={car.available}
            placement="sidebar"
            soldMessage={ctas.soldMessage}
          />
          <PhoneBlock
            id={PHONE_BLOCK_ID}
            dealerName={d.phone.dealerName}
            masked={d.phone.masked}
            phone={phone}
            action={`${base}/phone`}
            onReveal={reveal}
          />
          {watchlist ? <WatchlistToggle watchlist={watchlist} /> : null}
          {d.favourite ? (
            <FavouriteToggle action={`${base}/favourite`} saved={d.favourite.saved} entry={d.favourite.entry} />
          ) : null}
          {d.compare ? <CompareToggle carId={car.id} slug={car.slug} {...d.compare} /> : null}
          <ShareBlock url={d.share.url} links={d.share.links} carName={car.title} />
          {d.printButton ? (
            <p className={styles.printLinks}>
              <a href={`/print?car_id=${encodeURIComponent(car.slug)}`}>Print</a>
              <PdfLink href={`${base}/pdf`} filename={`${car.slug}.pdf`} />
            </p>
          ) : null}
        </aside>
      </div>
      <CardsBelow id="similar" title="Similar Cars" cars={d.similar} />
      <CardsBelow id="recent" title="Recently viewed" cars={d.recentlyViewed} />
      {/* Puts this car in the visitor's 'Recently viewed' (a cookie), with or without JavaScript. */}
      <img src={`${base}/viewed.gif`} alt="" width={1} height={1} className={styles.pixel} />
      <nav aria-label="More from us" className={styles.banner}>
        {BOTTOM_BANNER_LINKS.map((l) => (
          <Link key={l.href} to={l.href}>
            {l.label}
          </Link>
        ))}
      </nav>
      <p className={styles.pageDisclaimer}>{CAR_DISCLAIMER}</p>
      <BottomBar>
        <Slot name="VehicleCtas" actions={actions} available={car.available} placement="bar" soldMessage={null} />
      </BottomBar>
    </div>
  )
}

/** A number field of the finance calculator, inside its label, with the calculator's bounds. */
function NumberField(props: {
  label: string
  name: string
  bounds: { min: number; max: number }
  step?: number | 'any'
  value: number | string
}) {
  return (
    <label>
      {props.label}
      <input
        name={props.name}
        type="number"
        min={props.bounds.min}
        max={props.bounds.max}
        step={props.step ?? 'any'}
        defaultValue={props.value}
      />
    </label>
  )
}

/** A titled list of cards below the car (similar cars, recently viewed); nothing when it is empty. */
function CardsBelow({ id, title, cars }: { id: string; title: string; cars: readonly CarCardProps['car'][] }) {
  if (cars.length === 0) return null
  return (
    <section aria-labelledby={`${id}-title`} className={styles.similar}>
      <h2 id={`${id}-title`}>{title}</h2>
      <CarCardList cars={cars} className={styles.cards} />
    </section>
  )
}

export function ErrorBoundary() {
  return <RouteError missing="car" />
}
