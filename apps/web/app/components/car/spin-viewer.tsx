import { lazy, Suspense } from 'react'
import type { SpinView } from '@dealer/domain'
import type { SpinData } from './spin-types'
import * as media from './car-media.css'
import { onDemand } from '~/lib/on-demand'

// The spinner is its own chunk, fetched only for a car that has a spin, after hydration.
const Spinner = lazy(() => import('./spinner'))
const InteriorView = lazy(() => import('./spinner').then((m) => ({ default: m.InteriorView })))

// Without JavaScript the line is the server's markup (spin-frames.tsx), kept as it is until the page
// hydrates and the switch replaces it; its code loads only should React render it afresh.
const SpinFrames = onDemand(() => import('./car-inert-parts').then((m) => m.SpinFrames), {
  id: 'spin-frames',
  inert: true,
})

const LABELS: Record<SpinView, string> = { spinner: '360° Spin', gallery: 'Gallery', interior: 'Interior' }

/**
 * The 360° view inside the media box (docs/spec-coverage.md, Car page): with JavaScript, the
 * spinner or the interior laid over the photos in the same box, so nothing below moves when it
 * loads. Nothing in the gallery state, and nothing before hydration (the photos show).
 */
export function SpinStage({ spin, title, view }: { spin: SpinData; title: string; view: SpinView }) {
  if (view === 'gallery') return null
  return (
    <div className={media.spinLayer} data-spin-view={view}>
      <Suspense
        fallback={
          <div className={media.spinFallback}>
            <img src={spin.frames[0]} alt="" width={800} height={533} />
            <p role="status">Loading 360° view…</p>
          </div>
        }
      >
        {view === 'spinner' ? <Spinner frames={spin.frames} hotspots={spin.hotspots} title={title} /> : null}
        {view === 'interior' && spin.interior ? (
          <InteriorView src={spin.interior} hotspots={spin.hotspots} title={title} />
        ) : null}
      </Suspense>
    </div>
  )
}

/**
 * The 360° view's one line under the photos (docs/spec-coverage.md, Car page), the same height
 * before and after hydration. With JavaScript: the switch between spinner (the default), gallery
 * and interior. Without it: the first frame small and a disclosure of links to every frame and
 * the interior (spin-frames.tsx).
 */
export function SpinBar({
  spin,
  view,
  hydrated,
  onView,
}: {
  spin: SpinData
  view: SpinView
  hydrated: boolean
  onView: (view: SpinView) => void
}) {
  if (!hydrated) return <SpinFrames spin={spin} />
  const views: SpinView[] = spin.interior ? ['spinner', 'gallery', 'interior'] : ['spinner', 'gallery']
  return (
    <div className={media.spinBar}>
      <div className={media.viewSwitch} role="group" aria-label="View">
        {views.map((v) => (
          <button
            key={v}
            type="button"
            className={media.viewButton}
            aria-pressed={view === v}
            onClick={() => onView(v)}
          >
            {LABELS[v]}
          </button>
        ))}
      </div>
      {view === 'spinner' ? <p className={media.spinHint}>Drag or use the arrow keys to turn</p> : null}
    </div>
  )
}
