import { useState } from 'react'
import type { SpinView } from '@dealer/domain'
import { GalleryEnhancer } from './gallery-enhancer'
import { VideoSlide, VideoThumb, type GalleryVideo } from './gallery-video'
import { SpinViewer } from './spin-viewer'
import type { SpinData } from './spin-types'
import * as styles from '~/styles/car.css'
import * as interactive from '~/styles/car-interactive.css'

export interface GalleryImage {
  src: string
  srcSet: string
  full: string
  thumb: string
  alt: string
}

/**
 * The car's media (docs/spec-coverage.md, Car page): the 360° view when the car has one, the
 * photo strip (scroll-snap, works without JS) with thumbnails from four photos, the video as the
 * strip's last slide when a file is behind it, and the JS-only fullscreen viewer over the photos.
 */
export function CarGallery({
  gallery,
}: {
  gallery: { title: string; images: GalleryImage[]; spin: SpinData | null; video: GalleryVideo | null }
}) {
  const [view, setView] = useState<SpinView>('gallery')
  const { images, video } = gallery
  return (
    <div className={`${styles.galleryArea} ${interactive.media}`} data-view={view}>
      {gallery.spin ? <SpinViewer spin={gallery.spin} title={gallery.title} onView={setView} /> : null}
      <ul className={styles.gallery} aria-label="Photos" id="car-gallery">
        {images.map((img, i) => (
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
        {video ? <VideoSlide video={video} className={styles.slide} /> : null}
      </ul>
      {images.length > 3 ? (
        <ul className={styles.thumbs} aria-label="Thumbnails">
          {images.map((img, i) => (
            <li key={img.thumb}>
              <a href={`#photo-${i + 1}`} aria-label={`Photo ${i + 1}`}>
                <img src={img.thumb} alt="" width={96} height={64} loading="lazy" />
              </a>
            </li>
          ))}
          {video ? <VideoThumb video={video} /> : null}
        </ul>
      ) : null}
      <GalleryEnhancer galleryId="car-gallery" images={images.map((i) => ({ src: i.full, alt: i.alt }))} />
    </div>
  )
}
