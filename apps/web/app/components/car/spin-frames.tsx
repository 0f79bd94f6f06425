import type { SpinData } from './spin-types'
import * as media from './car-media.css'

/**
 * The 360° view's line under the photos without JavaScript (docs/spec-coverage.md, Car page): the
 * first frame small and a disclosure of links to every frame and the interior, closed, so the car's
 * title follows the photos closely. With JavaScript the switch replaces it once the page hydrates
 * (spin-viewer.tsx), so this code loads only should React render it afresh.
 */
export function SpinFrames({ spin }: { spin: SpinData }) {
  const frames = spin.fullFrames.slice(0, -1)
  return (
    <details id="spin-frames" className={media.spinDetails}>
      <summary className={media.spinBar}>
        <img src={spin.frames[0]} alt="" width={48} height={32} loading="lazy" className={media.spinThumb} />
        <strong>360° view</strong>
        <span className={media.spinCount}>
          {frames.length} frames{spin.interior ? ' and the interior' : ''}
        </span>
      </summary>
      <p className={media.spinNote}>The 360° view turns with JavaScript on. Without it, open each frame:</p>
      <ol className={media.spinFrameLinks} aria-label="360° frames">
        {frames.map((src, i) => (
          <li key={i}>
            <a href={src}>{`Frame ${i + 1}`}</a>
          </li>
        ))}
        {spin.interior ? (
          <li>
            <a href={spin.interior}>Interior</a>
          </li>
        ) : null}
      </ol>
    </details>
  )
}
