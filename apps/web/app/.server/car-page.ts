import type { AppLoadContext } from '@remix-run/node'
import {
  type Car,
  type SpinView,
  CAR_TYPE_LABELS,
  FREQUENCY_LABELS,
  breadcrumbStructuredData,
  canFavourite,
  carBreadcrumbs,
  carDisplayName,
  carSpecGroups,
  carStructuredData,
  comparisonRateDisclaimer,
  disclaimerPreview,
  financeEstimate,
  formatMoney,
  formatRate,
  hasPrice,
  htmlToText,
  isAvailable,
  isFinanceEligible,
  keyInformation,
  marketPriceBadge,
  maskPhone,
  priceTypeLabel,
  serializeJsonLd,
  truncateAtWord,
} from '@dealer/domain'
import { findSimilarCars, toSearchDoc } from '@dealer/search'
import { telHref } from '@dealer/tenant'
import { imageUrl, srcSet } from '@dealer/ui'
import {
  BOTTOM_BANNER_LINKS,
  FINANCE_ESTIMATE_CONFIG,
  autoGaugeFromCar,
  financeSection,
  fuelSection,
  locatedAt,
  shareLinks,
  statusLabel,
  vehicleNoun,
} from '~/lib/car-page'
import { vehicleCtas } from '~/lib/ctas'
import { carCards } from './cards'
import { commentsView, deliveryView } from './car-page-data'
import { vehicleLocationView } from './location-map'
import { visibleCars } from './shopper-lists'
import { carLocation, loadVisibleCar } from './visible-car'
import { isPhoneRevealed, readCompareIds, readFavouriteIds, readViewedIds } from './visitor-cookies'
import { saveOnReturn } from './watchlist-pending'
import { watchlistView } from './watchlist-view'

const SIMILAR_TIMEOUT_MS = 1500

/**
 * Everything the car page shows, shaped for its sections (components/car/*). The route's
 * loader is this and nothing else; each section gets its own slice.
 */
export async function carPageData(context: AppLoadContext, request: Request, slug: string | undefined) {
  const { tenant, services } = context
  const car = await loadVisibleCar(context, slug)
  // Back from sign-in after pressing Save: the car is saved and the plain URL shown.
  await saveOnReturn(request, context, car)
  const url = new URL(request.url)
  const now = services.now()
  const location = carLocation(context, car)
  const title = carDisplayName(car)
  const available = isAvailable(car)
  const financeEligible = isFinanceEligible(car)
  const noun = vehicleNoun(car)
  const cookie = request.headers.get('Cookie')
  const phoneRevealed = tenant.features.phoneUnmasked || (await isPhoneRevealed(cookie))
  const phone = tenant.dealer.phone

  const [similar, visitor] = await Promise.all([similarCards(context, car), visitorState(context, request, car)])
  const estimate = financeEligible
    ? financeEstimate(car, { ...FINANCE_ESTIMATE_CONFIG, excludedMakes: tenant.lists.excludedFinanceMakes }, now)
    : null
  const disclaimerText = estimate?.lender.disclaimer ?? comparisonRateDisclaimer(estimate ?? undefined)

  return {
    car: {
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
    gallery: galleryView(car, title),
    comments: commentsView(car.dealercomments),
    details: { ...detailsView(car), isCaravan: car.item_type === 'caravan' },
    location: location ? vehicleLocationView(location) : null,
    announcement: locatedAt(car.city ?? location?.address.city, tenant.locations, location),
    ctas: vehicleCtas(car, tenant, { phoneRevealed }),
    phone: {
      dealerName: tenant.dealer.name,
      masked: maskPhone(phone),
      revealed: phoneRevealed ? { number: phone, href: telHref(phone) } : null,
    },
    ...visitor,
    finance: financeEligible
      ? {
          ...financeSection(car.price, url.searchParams),
          estimate: estimate
            ? {
                provider: estimate.lender.financeProvider ?? estimate.lenderId,
                rates: `${formatRate(estimate.interestRate)} p.a. (comparison rate ${formatRate(estimate.comparisonRate)} p.a.)`,
                payment: estimate.payment !== null ? formatMoney(estimate.payment) : null,
                frequency: estimate.frequency ? FREQUENCY_LABELS[estimate.frequency] : null,
              }
            : null,
          disclaimer: { ...disclaimerPreview(disclaimerText), full: disclaimerText },
        }
      : null,
    fuel: fuelSection(car, url.searchParams),
    market: { badge: marketPriceBadge(car), gauge: autoGaugeFromCar(car) },
    delivery: deliveryView(url.searchParams.get('postcode'), location?.address ?? null),
    similar: similar ? carCards(similar, tenant, now).slice(0, 6) : [],
    share: shareLinks(url.origin, car.slug, title, tenant.features.showTwitterShare),
    printButton: tenant.features.printButton,
    bottomLinks: BOTTOM_BANNER_LINKS.map((l) => ({ ...l, label: l.label.replace('{noun}', noun.singular) })),
    watchlist: await watchlistView(request, context),
    seo: seoView(context, car, url.origin, title, location),
  }
}

export type CarPageData = Awaited<ReturnType<typeof carPageData>>

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
  const cookie = request.headers.get('Cookie')
  const saved = (await readFavouriteIds(cookie)).includes(car.id)
  const comparing = await readCompareIds(cookie)
  const rules = { enabled: tenant.features.favourites, usedOnly: tenant.features.favouritesUsedOnly }
  // Recently viewed: the visitor's own list (from the viewed pixel's cookie), this car left out.
  const viewed = await visibleCars(
    context,
    (await readViewedIds(cookie)).filter((id) => id !== car.id),
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
        ? { on: comparing.includes(car.id), count: comparing.length }
        : null,
    recentlyViewed: carCards(viewed, tenant, services.now()).slice(0, 4),
  }
}

function galleryView(car: Car, title: string) {
  return {
    title,
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
  return {
    url: pageUrl,
    siteName: tenant.name,
    image: firstImage ? `${origin}${imageUrl(firstImage, 1200, 80)}` : null,
    description:
      description ?? `${title}${hasPrice(car.price) ? ` for ${formatMoney(car.price)}` : ''} at ${tenant.dealer.name}`,
    jsonLd: serializeJsonLd([
      carStructuredData({ car, url: pageUrl, seller, description }),
      breadcrumbStructuredData(carBreadcrumbs(car, origin)),
    ]),
  }
}
