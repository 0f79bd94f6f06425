import type { CardImage } from '@dealer/theme-contract'

/** Widths the image route serves; anything else is snapped to the nearest of these. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1024, 1280, 1600] as const
/** Image quality 75 or 80 (docs/spec-coverage.md, Pages and navigation). */
export const DEFAULT_IMAGE_QUALITY = 75

/** Images are requested with width and quality parameters (docs/spec-coverage.md, Pages and navigation). */
export function imageUrl(url: string, width: number, quality: number = DEFAULT_IMAGE_QUALITY): string {
  const sep = url.includes('?') ? '&' : '?'
  return `${url}${sep}w=${width}&q=${quality}`
}

export function srcSet(url: string, widths: readonly number[], quality: number = DEFAULT_IMAGE_QUALITY): string {
  return widths.map((w) => `${imageUrl(url, w, quality)} ${w}w`).join(', ')
}

/** A 3:2 responsive image for a card in a 1-, 2- or 3/4-column grid. */
export function cardImage(url: string, alt: string): CardImage {
  return {
    src: imageUrl(url, 640),
    srcSet: srcSet(url, [320, 480, 640, 800, 1024]),
    sizes: '(min-width: 1200px) 380px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
    alt,
    width: 640,
    height: 427,
  }
}
