// The theme gallery's index (docs/spec-coverage.md, Theme kit: gallery and bench): development only.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { galleryBrands, galleryResponse } from '~/.server/theme-gallery-route'
import { galleryIndexHtml, themeGalleryOn } from '~/.server/theme-gallery'
import { galleryThemes } from '~/themes'

export function loader({ context }: LoaderFunctionArgs) {
  if (!themeGalleryOn()) throw new Response(null, { status: 404 })
  const html = galleryIndexHtml({
    themes: galleryThemes(),
    brands: galleryBrands(context.services),
    nonce: context.cspNonce ?? '',
  })
  return galleryResponse(html)
}
