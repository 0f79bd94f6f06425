import * as media from './car-media.css'

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
export default function GalleryControls({
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
