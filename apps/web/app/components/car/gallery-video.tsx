import * as styles from './gallery-video.css'

/** The car's video as the gallery shows it (shaped by the page's server builder). */
export interface GalleryVideo {
  /** A link the server found a file behind (versioned for our own files). */
  src: string
  /** The type a <source> announces, or null when the URL does not say. */
  type: string | null
  poster: string | null
  thumb: string | null
  /** What the video is, for assistive technology: it has no speech, so no captions. */
  label: string
}

/** The id of the video's slide, the target of its thumbnail. */
export const VIDEO_SLIDE_ID = 'video'

/**
 * The video's slide (docs/spec-coverage.md, Car page): the browser's own player, loading nothing
 * until played, so it works without JavaScript; where a browser cannot play it, a plain link.
 * Silent, so marked muted and carrying no captions track.
 */
export function VideoSlide({
  video,
  className,
  anchorClassName,
}: {
  video: GalleryVideo
  className: string
  /** The thumbnail's target: fixed in the viewport, so following it never scrolls the window. */
  anchorClassName: string
}) {
  return (
    <li className={className}>
      <span className={anchorClassName} id={VIDEO_SLIDE_ID} />
      <video
        controls
        muted
        playsInline
        preload="none"
        poster={video.poster ?? undefined}
        width={1024}
        height={683}
        aria-label={video.label}
        className={styles.video}
      >
        <source src={video.src} type={video.type ?? undefined} />
        <a href={video.src}>Download the walkaround video</a>
      </video>
    </li>
  )
}

/** The video's thumbnail in the strip: its poster with a play mark, named as a video. */
export function VideoThumb({ video, onSelect }: { video: GalleryVideo; onSelect: () => void }) {
  return (
    <li>
      <a
        href={`#${VIDEO_SLIDE_ID}`}
        aria-label="Walkaround video"
        className={styles.thumb}
        data-video-thumb
        onClick={onSelect}
      >
        {video.thumb ? (
          <img src={video.thumb} alt="" width={96} height={64} loading="lazy" />
        ) : (
          <span className={styles.blankThumb} />
        )}
        <span className={styles.playMark} aria-hidden="true">
          ▶
        </span>
      </a>
    </li>
  )
}
