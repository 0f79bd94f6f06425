import { useCallback, useEffect, useState } from 'react'
import * as styles from '~/styles/car.css'

/**
 * JS-only fullscreen viewer over the scroll-snap strip: a 'Fullscreen' button (with its
 * tooltip), arrow keys move between photos, Escape closes. Without JS nothing renders.
 */
export function GalleryEnhancer({ images }: { galleryId: string; images: { src: string; alt: string }[] }) {
  const [hydrated, setHydrated] = useState(false)
  const [open, setOpen] = useState(false)
  const [index, setIndex] = useState(0)
  useEffect(() => setHydrated(true), [])
  const move = useCallback(
    (delta: number) => setIndex((i) => (i + delta + images.length) % images.length),
    [images.length],
  )
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') move(1)
      else if (e.key === 'ArrowLeft') move(-1)
      else if (e.key === 'Escape') setOpen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, move])
  if (!hydrated || images.length === 0) return null
  const img = images[index]
  return (
    <>
      <button
        type="button"
        className={styles.fullscreenButton}
        title="Fullscreen"
        aria-label="Fullscreen"
        data-fullscreen-photos
        onClick={() => setOpen(true)}
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
        </svg>
        <span className={styles.tooltip}>Fullscreen</span>
      </button>
      {open && img ? (
        <div className={styles.lightbox} role="dialog" aria-modal="true" aria-label="Photos, fullscreen">
          <img src={img.src} alt={img.alt} className={styles.lightboxImg} />
          <button type="button" className={styles.lightboxPrev} aria-label="Previous photo" onClick={() => move(-1)}>
            ‹
          </button>
          <button type="button" className={styles.lightboxNext} aria-label="Next photo" onClick={() => move(1)}>
            ›
          </button>
          <button
            type="button"
            className={styles.lightboxClose}
            aria-label="Close fullscreen"
            onClick={() => setOpen(false)}
          >
            ×
          </button>
          <p className={styles.lightboxCount}>
            {index + 1} / {images.length}
          </p>
        </div>
      ) : null}
    </>
  )
}
