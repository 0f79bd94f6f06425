import { lazy, Suspense, useEffect, useState } from 'react'
import type { SpinView } from '@dealer/domain'
import type { SpinData } from './spin-types'
import * as styles from '~/styles/car-interactive.css'

// The spinner is its own chunk, fetched only for a car that has a spin, after hydration.
const Spinner = lazy(() => import('./spinner'))
const InteriorView = lazy(() => import('./spinner').then((m) => ({ default: m.InteriorView })))

const LABELS: Record<SpinView, string> = { spinner: '360° Spin', gallery: 'Gallery', interior: 'Interior' }

/**
 * The 360° view's switch between its states (spinner, gallery, interior; spinner by default;
 * docs/spec-coverage.md, Car page). Without JavaScript: the first frame and plain links to every
 * frame, under the photo strip, never an empty box. `onView` tells the media area which state shows
 * (the photo strip hides while the spinner or interior does).
 */
export function SpinViewer({
  spin,
  title,
  onView,
}: {
  spin: SpinData
  title: string
  onView: (view: SpinView) => void
}) {
  const [hydrated, setHydrated] = useState(false)
  const [view, setView] = useState<SpinView>(spin.defaultView)
  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    if (hydrated) onView(view)
  }, [hydrated, view, onView])
  if (!hydrated) {
    return (
      <section className={styles.spinStatic} aria-labelledby="spin-static-title">
        <h2 id="spin-static-title" className={styles.spinTitle}>
          360° view
        </h2>
        <img
          src={spin.frames[0]}
          alt={`${title}, 360° view, first frame`}
          width={800}
          height={533}
          loading="lazy"
          className={styles.spinStaticImg}
        />
        <p className={styles.spinNote}>The 360° view turns with JavaScript on. Without it, open each frame:</p>
        <ol className={styles.spinFrameLinks} aria-label="360° frames">
          {spin.fullFrames.slice(0, -1).map((src, i) => (
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
      </section>
    )
  }
  const views: SpinView[] = spin.interior ? ['spinner', 'gallery', 'interior'] : ['spinner', 'gallery']
  return (
    <div data-spin-view={view}>
      <div className={styles.viewSwitch} role="group" aria-label="View">
        {views.map((v) => (
          <button
            key={v}
            type="button"
            className={styles.viewButton}
            aria-pressed={view === v}
            onClick={() => setView(v)}
          >
            {LABELS[v]}
          </button>
        ))}
      </div>
      {view === 'gallery' ? null : (
        <Suspense fallback={<p role="status">Loading 360° view…</p>}>
          {view === 'spinner' ? <Spinner frames={spin.frames} hotspots={spin.hotspots} title={title} /> : null}
          {view === 'interior' && spin.interior ? (
            <InteriorView src={spin.interior} hotspots={spin.hotspots} title={title} />
          ) : null}
        </Suspense>
      )}
    </div>
  )
}
