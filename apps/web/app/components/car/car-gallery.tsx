import { lazy, type MouseEvent, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import type { SpinView } from '@dealer/domain'
import { useGalleryStrip } from './gallery-enhancer'
import { VideoSlide, VideoThumb, type GalleryVideo } from './gallery-video'
import { SpinBar, SpinStage } from './spin-viewer'
import type { SpinData } from './spin-types'
import * as media from './car-media.css'
import * as styles from '~/styles/car.css'

// The fullscreen viewer is its own chunk: it starts loading when a pointer, touch or focus reaches
// the photo box, and a press before it has come opens the viewer once it has.
const loadLightbox = () => import('./gallery-lightbox')
const Lightbox = lazy(loadLightbox)
const preloadLightbox = () => void loadLightbox()
// The arrows, count and 'Fullscreen' over the photos are their own chunk too, asked for when they
// first show: at hydration for a car whose gallery is the first view, and only once the shopper
// picks 'Gallery' for a car that opens on its 360° spinner (scripts/page-js-size.ts counts the
// first case as the page state 'car with photo controls').
const GalleryControls = lazy(() => import('./gallery-controls'))

/** A click the page may take over: a new tab or window (modifier keys, middle button) is left to the browser. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

/** The photos' `sizes`: the gallery is 760 px wide on a desktop, the screen's width below it. */
export const GALLERY_SIZES = '(min-width: 1024px) 760px, 100vw'

export interface GalleryImage {
  src: string
  srcSet: string
  full: string
  thumb: string
  alt: string
}

/**
 * The car's media (docs/spec-coverage.md, Car page): one 3:2 box holding the photo strip
 * (scroll-snap, works without JS), with the 360° view laid over it when the car has one; the
 * 360° line; thumbnails from four photos. The box and the lines under it are the same size before
 * and after hydration, so nothing below moves. With JavaScript a thumbnail or the arrows scroll
 * the strip alone (the window stays), and a photo or 'Fullscreen' opens the viewer at that photo;
 * without it a thumbnail shows its photo in place and a photo links to its large file. The video,
 * when a file is behind it, is the strip's last slide.
 */
export function CarGallery({
  gallery,
  media: partnerMedia = null,
}: {
  gallery: { title: string; images: GalleryImage[]; spin: SpinData | null; video: GalleryVideo | null }
  /** Under the thumbnails: the tenant's media partner blocks (docs/decisions/023-partner-blocks.md). */
  media?: ReactNode
}) {
  const { images, spin, video } = gallery
  const [hydrated, setHydrated] = useState(false)
  const [view, setView] = useState<SpinView>('gallery')
  const [lightbox, setLightbox] = useState<number | null>(null)
  const strip = useRef<HTMLUListElement>(null)
  const { current, show } = useGalleryStrip(strip, images.length + (video ? 1 : 0))
  const defaultView = spin?.defaultView ?? 'gallery'
  useEffect(() => {
    setHydrated(true)
    setView(defaultView)
  }, [defaultView])
  const showPhoto = (index: number) => {
    setView('gallery')
    show(index)
  }
  const closeLightbox = useCallback(
    (index: number) => {
      setLightbox(null)
      show(index, 'instant')
    },
    [show],
  )
  if (images.length === 0 && !spin) return null
  return (
    <div className={`${styles.galleryArea} ${media.media}`} data-view={view}>
      <div
        className={media.stage}
        onPointerOver={preloadLightbox}
        onTouchStart={preloadLightbox}
        onFocus={preloadLightbox}
      >
        {/* Under the spinner or the interior the photos stay painted (the first one is the page's largest
            paint whenever it loads) but out of reach: inert, so no key or screen reader lands on them. */}
        <ul
          className={styles.gallery}
          aria-label="Photos"
          id="car-gallery"
          ref={strip}
          {...(view === 'gallery' ? {} : { inert: '' })}
        >
          {images.map((img, i) => (
            <li key={img.src} className={styles.slide}>
              {/* The thumbnails' target: fixed in the viewport, so following it never scrolls the window. */}
              <span className={media.slideAnchor} id={`photo-${i + 1}`} />
              <a
                href={img.full}
                onClick={(e) => {
                  if (!plainClick(e)) return
                  e.preventDefault()
                  setLightbox(i)
                }}
              >
                <img
                  src={img.src}
                  srcSet={img.srcSet}
                  sizes={GALLERY_SIZES}
                  alt={img.alt}
                  width={1024}
                  height={683}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  className={styles.photo}
                />
              </a>
            </li>
          ))}
          {images.length === 0 && spin ? (
            <li className={styles.slide}>
              <a href={spin.fullFrames[0]}>
                <img
                  src={spin.frames[0]}
                  alt={`${gallery.title}, 360° view, first frame`}
                  width={800}
                  height={533}
                  className={styles.photo}
                />
              </a>
            </li>
          ) : null}
          {video ? <VideoSlide video={video} className={styles.slide} anchorClassName={media.slideAnchor} /> : null}
        </ul>
        {hydrated && view === 'gallery' && images.length > 0 ? (
          <Suspense fallback={null}>
            <GalleryControls
              current={current}
              count={images.length + (video ? 1 : 0)}
              show={show}
              onFullscreen={() => setLightbox(Math.min(current, images.length - 1))}
            />
          </Suspense>
        ) : null}
        {spin && hydrated ? <SpinStage spin={spin} title={gallery.title} view={view} /> : null}
      </div>
      {spin ? <SpinBar spin={spin} view={view} hydrated={hydrated} onView={setView} /> : null}
      {images.length > 3 ? (
        <ul className={styles.thumbs} aria-label="Thumbnails">
          {images.map((img, i) => (
            <li key={img.thumb}>
              <a
                href={`#photo-${i + 1}`}
                aria-label={`Photo ${i + 1}`}
                aria-current={hydrated && view === 'gallery' && i === current ? 'true' : undefined}
                onClick={(e) => {
                  if (!plainClick(e)) return
                  e.preventDefault()
                  showPhoto(i)
                }}
              >
                <img src={img.thumb} alt="" width={96} height={64} loading="lazy" />
              </a>
            </li>
          ))}
          {/* The browser follows the link too (#video, a target that never scrolls the window). */}
          {video ? <VideoThumb video={video} onSelect={() => showPhoto(images.length)} /> : null}
        </ul>
      ) : null}
      {partnerMedia}
      {lightbox !== null ? (
        <Suspense fallback={null}>
          <Lightbox
            images={images.map((i) => ({ src: i.full, alt: i.alt }))}
            start={lightbox}
            onClose={closeLightbox}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
