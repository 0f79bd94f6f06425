import { type RefObject, useCallback, useEffect, useState } from 'react'
import * as media from './car-media.css'

const PHOTO_HASH = /^#photo-(\d+)$/

/**
 * The photo strip's position, with JavaScript (docs/spec-coverage.md, Car page): which photo
 * shows (followed as the strip scrolls), and `show(i)` scrolling the strip alone to photo i, so
 * the window never moves. A #photo-N the page was opened with is shown once.
 */
export function useGalleryStrip(strip: RefObject<HTMLUListElement | null>, count: number) {
  const [current, setCurrent] = useState(0)
  const show = useCallback(
    (index: number, behavior?: ScrollBehavior) => {
      const el = strip.current
      if (!el || count === 0) return
      const i = ((index % count) + count) % count
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
      el.scrollTo({ left: i * el.clientWidth, behavior: behavior ?? (still ? 'instant' : 'smooth') })
      setCurrent(i)
    },
    [strip, count],
  )
  useEffect(() => {
    const el = strip.current
    if (!el) return
    const onScroll = () => setCurrent(Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth))))
    el.addEventListener('scroll', onScroll, { passive: true })
    const hash = PHOTO_HASH.exec(window.location.hash)
    if (hash) show(Number(hash[1]) - 1, 'instant')
    return () => el.removeEventListener('scroll', onScroll)
  }, [strip, count, show])
  return { current, show }
}

function FullscreenIcon() {
  return (
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
  )
}

/**
 * JS-only controls over the photo box: previous and next, the photo count and 'Fullscreen' (with
 * its tooltip), which opens the viewer at the photo showing. Without JavaScript nothing renders:
 * the strip scrolls and each photo links to its large file.
 */
export function GalleryControls({
  current,
  count,
  show,
  onFullscreen,
}: {
  current: number
  count: number
  show: (index: number) => void
  onFullscreen: () => void
}) {
  return (
    <>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={media.stageArrow.prev}
            aria-label="Show previous photo"
            onClick={() => show(current - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            className={media.stageArrow.next}
            aria-label="Show next photo"
            onClick={() => show(current + 1)}
          >
            ›
          </button>
        </>
      ) : null}
      <p className={media.stageCount} aria-live="polite" data-photo-count>
        {current + 1} / {count}
      </p>
      <button
        type="button"
        className={media.fullscreenButton}
        title="Fullscreen"
        aria-label="Fullscreen"
        data-fullscreen-photos
        onClick={onFullscreen}
      >
        <FullscreenIcon />
        <span className={media.tooltip}>Fullscreen</span>
      </button>
    </>
  )
}
