import { useCallback, useEffect, useRef, useState } from 'react'
import * as media from './car-media.css'

/**
 * The fullscreen viewer (docs/spec-coverage.md, Car page): a modal <dialog> opened at a photo;
 * arrow keys and buttons move between photos, Escape or Close shuts it, and the strip behind is
 * left at the photo last seen. Its own chunk (car-gallery.tsx): loaded when the shopper nears a
 * photo or the Fullscreen button, or at the press.
 */
export default function Lightbox({
  images,
  start,
  onClose,
}: {
  images: { src: string; alt: string }[]
  start: number
  onClose: (index: number) => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [index, setIndex] = useState(start)
  const last = useRef(start)
  last.current = index
  const move = useCallback(
    (delta: number) => setIndex((i) => (i + delta + images.length) % images.length),
    [images.length],
  )
  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (!el.open) el.showModal()
    const closed = () => onClose(last.current)
    el.addEventListener('close', closed)
    return () => el.removeEventListener('close', closed)
  }, [onClose])
  const img = images[index]
  if (!img) return null
  return (
    <dialog
      ref={dialog}
      className={media.lightbox}
      aria-label="Photos, fullscreen"
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') move(1)
        else if (e.key === 'ArrowLeft') move(-1)
      }}
    >
      <img src={img.src} alt={img.alt} className={media.lightboxImg} />
      <button type="button" className={media.lightboxPrev} aria-label="Previous photo" onClick={() => move(-1)}>
        ‹
      </button>
      <button type="button" className={media.lightboxNext} aria-label="Next photo" onClick={() => move(1)}>
        ›
      </button>
      <button
        type="button"
        className={media.lightboxClose}
        aria-label="Close fullscreen"
        onClick={() => dialog.current?.close()}
      >
        ×
      </button>
      <p className={media.lightboxCount}>
        {index + 1} / {images.length}
      </p>
    </dialog>
  )
}
