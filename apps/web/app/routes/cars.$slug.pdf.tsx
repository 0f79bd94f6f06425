import type { LoaderFunctionArgs } from '@remix-run/node'
import { carDisplayName, formatMoney, hasPrice, priceTypeLabel } from '@dealer/domain'
import { CACHE } from '~/.server/cache'
import { carLocation, loadVisibleCar, printSpecs } from '~/.server/visible-car'
import { carPdf, imagePathFor } from '~/.server/car-pdf'
import { carPhoneOrWarn } from '~/.server/car-phone'

/** Print PDF: a real PDF of the car, generated on the server (docs/spec-coverage.md, Car page). */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const car = await loadVisibleCar(context, params.slug)
  const { tenant, services } = context
  const location = carLocation(context, car)
  const priceLabel = priceTypeLabel(car.price_type)
  const pdf = await carPdf({
    title: carDisplayName(car),
    price: hasPrice(car.price)
      ? `${formatMoney(car.price)}${priceLabel ? ` ${priceLabel}` : ''}`
      : 'Price on application',
    specs: printSpecs(car),
    dealer: {
      name: tenant.dealer.name,
      // The car's number (ADR 016): its location's unless the dealer overrides it.
      phone: carPhoneOrWarn(tenant, car)?.number ?? null,
      email: location?.email ?? tenant.dealer.email,
      address: location
        ? `${location.address.street}, ${location.address.city} ${location.address.state} ${location.address.postcode}`
        : tenant.dealer.address,
      location: location?.name ?? null,
    },
    photoPath: imagePathFor(services.paths.imagesDir, car.images[0]?.url),
    url: `${new URL(request.url).origin}/cars/${car.slug}`,
  })
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${car.slug}.pdf"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': CACHE.medium,
    },
  })
}
