import { OWN_COLOURS, type GalleryBrand } from './theme-gallery'
import type { AppServices } from './services'

/** The gallery's brands: the theme's own colours, then each demo dealer's. */
export function galleryBrands(services: AppServices): GalleryBrand[] {
  return [OWN_COLOURS, ...services.resolver.all().map((t) => ({ slug: t.slug, name: t.dealer.name, brand: t.brand }))]
}

export function galleryResponse(html: string): Response {
  return new Response(html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  })
}
