// One frame of the theme gallery (docs/spec-coverage.md, Theme kit: gallery and bench): development only.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { galleryBrands, galleryResponse } from '~/.server/theme-gallery-route'
import { galleryFrameHtml, themeGalleryOn } from '~/.server/theme-gallery'
import { galleryThemes } from '~/themes'

export function loader({ context, params, request }: LoaderFunctionArgs) {
  if (!themeGalleryOn()) throw new Response(null, { status: 404 })
  const theme = galleryThemes().find((t) => t.theme.name === params.theme)
  if (!theme) throw new Response('No such theme', { status: 404 })
  const brands = galleryBrands(context.services)
  const wanted = new URL(request.url).searchParams.get('brand')
  const brand = brands.find((b) => b.slug === wanted) ?? brands[0]!
  return galleryResponse(galleryFrameHtml({ theme, brand, brands, nonce: context.cspNonce ?? '' }))
}
