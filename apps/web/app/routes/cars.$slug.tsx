import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import { Slot, useTheme } from '@dealer/theme-contract'
import { carPageData } from '~/.server/car-page'
import { BottomBar } from '~/components/car/bottom-bar'
import { CarActions } from '~/components/car/car-actions'
import { CarDetailsSections } from '~/components/car/car-sections'
import { CarGallery, GALLERY_SIZES } from '~/components/car/car-gallery'
import { AnnouncementBar, CarBreadcrumb, CarSummary, RecentCars, SimilarCars } from '~/components/car/car-page-parts'
import { FormDialog } from '~/components/car/form-dialog'
import '~/components/car/on-demand-styles'
import { StickyHeader } from '~/components/car/sticky-header'
import { usePhoneReveal } from '~/components/car/use-phone-reveal'
import { useCarPageClicks, useViewBeacon } from '~/components/car/use-view-beacon'
import { PartnerRegion } from '~/components/partner-region'
import { RouteError } from '~/components/route-error'
import { revealCall } from '~/lib/call-action'
import { carGridAttributes } from '~/lib/car-grid'
import { fromJsonText, readJsonTexts } from '~/lib/json-text'
import { pageMeta } from '~/lib/page-meta'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/car.css'

export function loader({ params, context, request }: LoaderFunctionArgs) {
  return carPageData(context, request, params.slug)
}

/** The panels the loader sends as JSON text (~/lib/json-text.ts): far cheaper to send than value by value. */
const JSON_TEXTS = ['gallery', 'ctas', 'finance', 'share', 'details', 'comments', 'location'] as const

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args
  // No data: an error page, whose 404 pageMeta titles as the page's heading says.
  if (!data) return pageMeta(args, { title: 'Something went wrong', missing: 'car', noindex: true })
  const photo = fromJsonText(data.gallery).images[0]
  return [
    ...pageMeta(args, {
      // A sold car is not for sale at its price any more: its tab, bookmarks and shared links say so.
      title: data.car.available
        ? `${data.car.title}${data.car.price ? ` for ${data.car.price}` : ''}`
        : `${data.car.title} (sold)`,
      description: data.seo.description,
      path: `/cars/${data.car.slug}`,
      type: 'product',
      image: data.seo.image,
    }),
    // The first photo is asked for from the head, before the header's markup is read (docs/decisions/020-inline-css.md).
    ...(photo
      ? [
          {
            tagName: 'link',
            rel: 'preload',
            as: 'image',
            href: photo.src,
            imageSrcSet: photo.srcSet,
            imageSizes: GALLERY_SIZES,
            fetchPriority: 'high',
          },
        ]
      : []),
  ]
}

export default function CarPage() {
  const data = useLoaderData<typeof loader>()
  const d = useMemo(() => readJsonTexts(data, JSON_TEXTS), [data])
  const { car } = d
  const base = `/cars/${car.slug}`
  const { phone, reveal } = usePhoneReveal(`${base}/phone`, d.phone?.revealed ?? null, car.id)
  const actions = phone && !d.phone?.revealed ? revealCall(d.ctas.actions, phone.number, phone.href) : d.ctas.actions
  useViewBeacon(`${base}/view.json`, car.id)
  useCarPageClicks(car.id)
  const main = actions.find((a) => a.emphasis === 'primary')
  // The theme's layout tokens, today's layout where it sets none (docs/spec-coverage.md, Theme kit: page slots and partner blocks).
  const grid = carGridAttributes(useTheme().layout)
  return (
    <div className={layout.container}>
      <FormDialog />
      <StickyHeader
        title={car.title}
        price={car.price ?? 'Price on application'}
        action={main ? { label: main.label, href: main.href } : null}
      />
      {/* Server-only data (~/lib/server-only-data.ts): the browser keeps the server's script content. */}
      <script
        type="application/ld+json"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: d.seo.jsonLd ?? '[]' }}
      />
      {d.announcement ? <AnnouncementBar text={d.announcement.text} directions={d.announcement.directions} /> : null}
      <CarBreadcrumb car={car} />
      <div className={styles.layout} {...grid}>
        <CarGallery gallery={d.gallery} media={<PartnerRegion region="gallery-media" html={d.partners.gallery} />} />
        {/* Title, price and actions come before the details in reading order; the grid places them. */}
        <aside className={styles.sidebar} aria-label="Price and actions">
          <PartnerRegion region="card-badge" html={d.partners.badge} className={styles.partnerBadge} />
          <CarSummary
            car={car}
            teaser={d.finance?.teaser ?? null}
            locationName={d.locationName}
            priceHtml={d.partners.price}
          />
          <CarActions
            car={car}
            actions={actions}
            soldMessage={d.ctas.soldMessage}
            phone={d.phone ? { ...d.phone, shown: phone, reveal } : null}
            watchlist={d.watchlist}
            favourite={d.favourite}
            compare={d.compare}
            share={d.share}
            printButton={d.printButton}
          />
          <PartnerRegion region="car-finance" html={d.partners.finance} />
        </aside>
        <CarDetailsSections data={d} action={base} />
      </div>
      <PartnerRegion region="car-below" html={d.partners.below} className={styles.partnersBelow} />
      {/* An empty list renders nothing, and a part with no element would load its code at once. */}
      {d.similar.length > 0 ? (
        <SimilarCars id="similar" title={`Similar ${car.noun.plural}`} cars={d.similar} badges={d.similarBadges} />
      ) : null}
      {d.recentlyViewed.length > 0 ? (
        <RecentCars id="recent" title="Recently viewed" cars={d.recentlyViewed} badges={d.recentlyViewedBadges} />
      ) : null}
      {/* Puts this car in the visitor's 'Recently viewed' (a cookie), with or without JavaScript. */}
      <img src={`${base}/viewed.gif`} alt="" width={1} height={1} className={styles.pixel} />
      <nav aria-label="More from us" className={styles.banner}>
        {d.bottomLinks.map((l) => (
          <Link key={l.href} to={l.href}>
            {l.label}
          </Link>
        ))}
      </nav>
      {/* Server-only data, as the JSON-LD above: the browser keeps the server's text while it hydrates,
          and draws the page's props again only with a client-side navigation's data, which carries it. */}
      <p
        className={styles.pageDisclaimer}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: d.disclaimer.html ?? '' }}
      />
      <BottomBar>
        <Slot name="VehicleCtas" actions={actions} available={car.available} placement="bar" soldMessage={null} />
      </BottomBar>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteError missing="car" />
}
