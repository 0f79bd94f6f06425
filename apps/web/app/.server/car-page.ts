import type { AppLoadContext } from '@remix-run/node'
import { cardBadges, carPartnerRegions } from './partner-blocks'
import {
  type Car,
  type SpinView,
  absoluteUrl,
  autoGaugeView,
  CAR_TYPE_LABELS,
  breadcrumbStructuredData,
  canFavourite,
  carBreadcrumbs,
  carDisplayName,
  carSpecGroups,
  carStructuredData,
  comparisonRateDisclaimer,
  disclaimerPreview,
  financeBasis,
  formatMoney,
  hasPrice,
  htmlToText,
  isAvailable,
  keyInformation,
  marketPanel,
  marketPriceBadge,
  offerEndsText,
  priceTypeLabel,
  serializeJsonLd,
  stateTimeZone,
  truncateAtWord,
  type LenderQuoteFigures,
  MAX_COMPARE,
} from '@dealer/domain'
import { findSimilarCars, toSearchDoc } from '@dealer/search'
import { carPhone, financeSettings, hasOffers, primaryLocation } from '@dealer/tenant'
import { imageUrl, srcSet } from '@dealer/ui'
import {
  BOTTOM_BANNER_LINKS,
  CAR_DISCLAIMER,
  fuelSection,
  locatedAt,
  shareLinks,
  statusLabel,
  vehicleNoun,
} from '~/lib/car-page'
import { carriedCalculatorInputs } from '~/lib/calculator-query'
import { carFinanceView } from '~/lib/car-finance'
import { vehicleCtas } from '~/lib/ctas'
import { toJsonText } from '~/lib/json-text'
import { carAutoGauge } from './auto-gauge'
import { carCards } from './cards'
import { carPages } from './car-page-cache'
import { withServerOnly } from '~/lib/server-only-data'
import { commentsView, deliveryView } from './car-page-data'
import { carPhoneView } from './car-phone'
import { carLenderQuote } from './lender-quote'
import { vehicleLocationView } from './location-map'
import { visibleCars } from './shopper-lists'
import { carFileLinks } from './stored-files'
import { pageCards } from './page-cards'
import { siteOrigin } from './site-origin'
import { carLocation, loadVisibleCar } from './visible-car'
import { readCompareIds, readFavouriteIds, readViewedIds } from './visitor-cookies'
import { saveOnReturn } from './watchlist-pending'
import { watchlistView } from './watchlist-view'

/** The page's closing disclaimer as HTML (the page draws it as the server's markup). */
const DISCLAIMER_HTML = CAR_DISCLAIMER.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'))

const SIMILAR_TIMEOUT_MS = 1500

/**
 * Everything the car page shows, shaped for its sections (components/car/*). The route's
 * loader is this and nothing else; each section gets its own slice.
 */
export async function carPageData(context: AppLoadContext, request: Request, slug: string | undefined) {
  const { tenant, services } = context
  const shared = await sharedCarPage(context, slug, siteOrigin(tenant, request))
  const { car, location, title, available } = shared
  // Back from sign-in after pressing Save: the car is saved and the plain URL shown.
  await saveOnReturn(request, context, car)
  const url = new URL(request.url)
  // The car's own number, masked until revealed on this car's page (ADR 016); null without one.
  const phone = await carPhoneView(context, car, request)

  const [visitor, files, lenderQuote] = await Promise.all([
    visitorState(context, request, car),
    // The report and video links, only where a file is behind them.
    carFileLinks(car, tenant.slug, services.paths),
    carLenderQuote(services.lenderQuotes, tenant, car),
  ])

  const { jsonLd, ...seo } = shared.seo
  const { market } = shared
  return {
    car: shared.view,
    gallery: toJsonText(galleryView(car, title, files.video)),
    // The tenant's partner blocks for this car, as static HTML (docs/decisions/023-partner-blocks.md).
    partners: shared.partners,
    // Where the car is, for the summary's link to the location panel.
    locationName: shared.locationView?.name ?? null,
    announcement: shared.announcement,
    ctas: toJsonText(
      vehicleCtas(car, tenant, { phoneRevealed: phone?.revealed != null, historyReport: files.historyReport }),
    ),
    phone,
    ...visitor,
    recentlyViewed: pageCards(context, visitor.recentlyViewed),
    finance: toJsonText(financeView(context, car, url, lenderQuote)),
    // A sold car keeps its facts but none of the buying tools (docs/spec-coverage.md, Car page).
    fuel: available ? fuelSection(car, url.searchParams) : null,
    // The dealer's own delivery table; null (no calculator) for a dealer without one.
    delivery: available
      ? deliveryView(url.searchParams.get('postcode'), location?.address ?? null, tenant.delivery)
      : null,
    // Each calculator's GET form carries the others' values, so one submit keeps the rest.
    carried: carriedCalculatorInputs(url.searchParams),
    // In a document, as HTML only (docs/decisions/026-cards-as-html.md): these lists have no save buttons.
    similar: pageCards(context, shared.similar),
    similarBadges: shared.similarBadges,
    share: toJsonText(shareLinks(url.origin, car.slug, title, tenant.features.showTwitterShare)),
    printButton: tenant.features.printButton,
    bottomLinks: shared.bottomLinks,
    // The closing disclaimer, for the document's HTML (some 300 characters the page's script need not carry).
    disclaimer: withServerOnly(context, {}, { html: DISCLAIMER_HTML }),
    watchlist: await watchlistView(request, context),
    // Absolute URLs on the dealer's one origin, as the page's head has them (docs/spec-coverage.md,
    // Search engines). The structured data is for the document's HTML: the browser keeps its script.
    seo: withServerOnly(context, seo, { jsonLd }),
    // The panels that never hydrate (inert parts, ~/components/car/car-sections.tsx) go with the
    // document's data too: a page drawn again in the browser (a hash link, the skip link) must be
    // able to draw them (leaving them out, session 10, took the page to its error boundary). They,
    // the gallery, the actions, finance and share go as JSON text (~/lib/json-text.ts; the route
    // reads them back): turbo-stream took 0.3 ms a page to send them value by value.
    details: shared.texts.details,
    comments: shared.texts.comments,
    market,
    location: shared.texts.location,
  }
}

/**
 * The part of a car page that is the same for every shopper until stock changes, kept per tenant,
 * car and origin (./car-page-cache.ts: 30 seconds at most, dropped on any stock change).
 */
function sharedCarPage(context: AppLoadContext, slug: string | undefined, origin: string): Promise<SharedCarPage> {
  const { tenant, services } = context
  const key = `${tenant.slug}\u0000${slug ?? ''}\u0000${origin}`
  const value = carPages.get(key, services.now().getTime(), () => loadSharedCarPage(context, slug, origin))
  // Similar cars that failed or timed out are no cards for this request, not for the next 30 seconds.
  void value.then((v) => v.similarFailed && carPages.drop(key, value)).catch(() => {})
  return value
}

export type SharedCarPage = Awaited<ReturnType<typeof loadSharedCarPage>>

async function loadSharedCarPage(context: AppLoadContext, slug: string | undefined, origin: string) {
  const { tenant, services } = context
  const car = await loadVisibleCar(context, slug)
  const now = services.now()
  const location = carLocation(context, car)
  const title = carDisplayName(car)
  const available = isAvailable(car)
  const noun = vehicleNoun(car)
  const [similar, gauge] = await Promise.all([similarCards(context, car), carAutoGauge(context, car)])
  const locationView = location ? vehicleLocationView(location) : null
  return {
    car,
    location,
    title,
    available,
    similarFailed: similar === null,
    view: {
      id: car.id,
      slug: car.slug,
      title,
      heading: `${car.year} ${car.make} ${car.model}`,
      subtitle: [car.badge, car.series].filter(Boolean).join(' '),
      carType: car.car_type,
      carTypeLabel: CAR_TYPE_LABELS[car.car_type],
      noun,
      isCaravan: car.item_type === 'caravan',
      price: hasPrice(car.price) ? formatMoney(car.price) : null,
      priceLabel: priceTypeLabel(car.price_type),
      available,
      status: statusLabel(car),
    },
    partners: carPartnerRegions(tenant, car),
    // The panels' data as JSON text (~/lib/json-text.ts), made once per car while it is cached.
    texts: {
      comments: toJsonText(commentsView(car.dealercomments)),
      details: toJsonText({ ...detailsView(car), isCaravan: car.item_type === 'caravan' }),
      location: toJsonText(locationView),
    },
    locationView,
    announcement: locatedAt(car.city ?? location?.address.city, tenant.locations, location),
    // One panel, two sources (ADR 017): marketPanel keeps them from contradicting each other.
    market: available
      ? {
          ...marketPanel(marketPriceBadge(car), autoGaugeView(gauge)),
          state: car.state ?? location?.address.state ?? null,
        }
      : { badge: null, gauge: null, state: null },
    similar: similar ? carCards(similar, tenant, now).slice(0, 6) : [],
    similarBadges: similar ? cardBadges(tenant, similar.slice(0, 6)) : {},
    // Latest Offers only while the dealer has an offer running, as the Offers nav item (the page is
    // cached 30 seconds at most, so a link outlives an offer's end by that at most).
    bottomLinks: BOTTOM_BANNER_LINKS.filter((l) => l.href !== '/special-offers' || hasOffers(tenant, now)).map((l) => ({
      ...l,
      label: l.label.replace('{noun}', noun.singular),
    })),
    seo: seoView(context, car, origin, title, location),
  }
}

export type CarPageData = Awaited<ReturnType<typeof carPageData>>

/**
 * Every finance figure of the page from one basis (docs/spec-coverage.md, Car page): the teaser,
 * the calculator, the lender estimate and the lender's quote, with the disclaimer. Null when the
 * car cannot be financed, which hides them all.
 */
export function financeView(
  { tenant, services }: AppLoadContext,
  car: Car,
  url: URL,
  lenderQuote: LenderQuoteFigures | null,
) {
  const now = services.now()
  const basis = financeBasis(car, financeSettings(tenant), now)
  const view = carFinanceView({
    basis,
    price: car.price,
    params: url.searchParams,
    offerEnds: offerEndsText(tenant.finance.offerEnds, now, stateTimeZone(primaryLocation(tenant).address.state)),
    lenderQuote,
  })
  if (!view) return null
  const estimate = basis?.estimate
  const disclaimerText = estimate?.lender.disclaimer ?? comparisonRateDisclaimer(estimate ?? undefined)
  return { ...view, disclaimer: { ...disclaimerPreview(disclaimerText), full: disclaimerText } }
}

/** Similar cars: awaited with a time limit and never throwing; no cards is the fallback. */
function similarCards({ tenant, services }: AppLoadContext, car: Car) {
  return Promise.race([
    findSimilarCars(services.search.engine, toSearchDoc(car), { tenant: tenant.slug, now: services.now() }).catch(
      () => null,
    ),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), SIMILAR_TIMEOUT_MS)),
  ])
}

/** Visitor state from cookies (a request with cookies skips the shared page cache). */
async function visitorState(context: AppLoadContext, request: Request, car: Car) {
  const { tenant, services } = context
  const saved = (await readFavouriteIds(request)).includes(car.id)
  const comparing = await readCompareIds(request)
  const rules = { enabled: tenant.features.favourites, usedOnly: tenant.features.favouritesUsedOnly }
  // Recently viewed: the visitor's own list (from the viewed pixel's cookie), this car left out.
  const viewed = await visibleCars(
    context,
    (await readViewedIds(request)).filter((id) => id !== car.id),
  )
  return {
    favourite: canFavourite(car, rules, saved)
      ? {
          saved,
          entry: {
            id: car.id,
            name: carDisplayName(car),
            slug: car.slug,
            make: car.make,
            model: car.model,
            primary_image_url: car.images[0]?.url ?? null,
          },
        }
      : null,
    compare:
      tenant.features.compare && canFavourite(car, { ...rules, enabled: true }, comparing.includes(car.id))
        ? {
            on: comparing.includes(car.id),
            count: comparing.length,
            // Adding to a full list takes its oldest car off (@dealer/domain's toggleCompare): said beside the button.
            full: comparing.length >= MAX_COMPARE,
          }
        : null,
    recentlyViewed: carCards(viewed, tenant, services.now()).slice(0, 4),
    recentlyViewedBadges: cardBadges(tenant, viewed.slice(0, 4)),
  }
}

function galleryView(car: Car, title: string, video: string | null) {
  return {
    title,
    video: videoView(car, title, video),
    images: car.images.map((img, i) => ({
      src: imageUrl(img.url, 1024),
      srcSet: srcSet(img.url, [480, 640, 800, 1024, 1280]),
      full: imageUrl(img.url, 1600, 80),
      thumb: imageUrl(img.url, 160),
      alt: `${title}, photo ${i + 1} of ${car.images.length}`,
    })),
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
  }
}

/** The car's video as a gallery slide: the link found behind `video_url`, its first photo as the poster. */
function videoView(car: Car, title: string, src: string | null) {
  if (!src) return null
  const poster = car.images[0]?.url
  return {
    src,
    type: videoType(src),
    poster: poster ? imageUrl(poster, 1024) : null,
    thumb: poster ? imageUrl(poster, 160) : null,
    label: `${title}, walkaround video`,
  }
}

/** The type a <source> announces, from the file's extension; unknown (a feed's URL) says nothing. */
function videoType(src: string): string | null {
  const ext = /\.(mp4|webm)(?:[?#]|$)/i.exec(src)?.[1]?.toLowerCase()
  return ext === 'mp4' ? 'video/mp4' : ext === 'webm' ? 'video/webm' : null
}

function detailsView(car: Car) {
  const groups = carSpecGroups(car)
  return { keyInfo: keyInformation(groups.featured), groups }
}

function seoView(
  { tenant }: AppLoadContext,
  car: Car,
  origin: string,
  title: string,
  location: ReturnType<typeof carLocation>,
) {
  const pageUrl = `${origin}/cars/${car.slug}`
  const description = car.dealercomments
    ? truncateAtWord(htmlToText(car.dealercomments).replace(/\s+/g, ' '), 300).text || null
    : null
  const seller = {
    name: tenant.dealer.name,
    url: origin,
    // The car's own number (ADR 016); left out when it has none (carPhoneView warned already).
    telephone: carPhone(car, tenant)?.number ?? null,
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
  const image = firstImage ? absoluteUrl(imageUrl(firstImage, 1200, 80), pageUrl) : null
  const shownDescription =
    description ??
    (isAvailable(car)
      ? `${title}${hasPrice(car.price) ? ` for ${formatMoney(car.price)}` : ''} at ${tenant.dealer.name}`
      : `${title}, recently sold at ${tenant.dealer.name}`)
  return {
    url: pageUrl,
    siteName: tenant.name,
    image,
    description: shownDescription,
    jsonLd: serializeJsonLd([
      carStructuredData({ car, url: pageUrl, seller, description }),
      breadcrumbStructuredData(carBreadcrumbs(car, origin)),
    ]),
  }
}
