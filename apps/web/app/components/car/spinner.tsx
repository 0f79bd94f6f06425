import { useEffect, useRef, useState } from 'react'
import { SPIN_AUTO_ROTATE_MS, frameFromDrag, hotspotsAtFrame, stepFrame } from '@dealer/domain'
import type { SpinData } from './spin-types'
import * as s from './spinner.css'

type Hotspots = SpinData['hotspots']

/** Loads every URL; resolves with how many loaded. Failures are logged only (docs/spec-coverage.md, Car page). */
function usePreload(urls: readonly string[]): number {
  const [done, setDone] = useState(0)
  useEffect(() => {
    let live = true
    setDone(0)
    for (const url of new Set(urls)) {
      const img = new Image()
      const finish = () => live && setDone((n) => n + 1)
      img.onload = finish
      img.onerror = () => {
        console.error(`360° frame failed to load: ${url}`)
        finish()
      }
      img.src = url
    }
    return () => {
      live = false
    }
  }, [urls])
  return done
}

function HotspotButtons({ spots }: { spots: { id: string; description: string; posX: number; posY: number }[] }) {
  const [open, setOpen] = useState<string | null>(null)
  const current = spots.find((h) => h.id === open)
  return (
    <>
      {/* Each hotspot rides on a track the frame's size, moved by transform: a turning spinner shifts no layout. */}
      {spots.map((h) => (
        <div key={h.id} className={s.hotspotTrack} style={{ transform: `translate(${h.posX}%, ${h.posY}%)` }}>
          <button
            type="button"
            className={s.hotspot}
            aria-label={h.description}
            aria-expanded={open === h.id}
            data-hotspot={h.id}
            onClick={() => setOpen((o) => (o === h.id ? null : h.id))}
          >
            +
          </button>
        </div>
      ))}
      {current ? (
        <p className={s.note} role="note">
          {current.description}
        </p>
      ) : null}
    </>
  )
}

function describe(hotspots: Hotspots, side: 'exterior' | 'interior', index: number, count: number) {
  const byId = new Map(hotspots.map((h) => [h.id, h.description]))
  const positions = hotspots.flatMap((h) => h[side])
  return hotspotsAtFrame(positions, index, count).map((p) => ({
    id: p.hotspotId,
    description: byId.get(p.hotspotId) ?? '',
    posX: p.posX,
    posY: p.posY,
  }))
}

/**
 * The 360° spinner (docs/spec-coverage.md, Car page): every frame loads before it turns ('loading', then ready);
 * it auto-rotates a frame every 100 ms until switched off or touched; dragging moves a frame per
 * 20 px, arrow keys a frame, and the index wraps. Hotspots show on the frames whose angle (spec
 * formula) matches theirs. A slider to assistive technology: its value is the frame.
 */
export default function Spinner({ frames, hotspots, title }: { frames: string[]; hotspots: Hotspots; title: string }) {
  const count = frames.length
  const loaded = usePreload(frames)
  const ready = loaded >= new Set(frames).size
  const [index, setIndex] = useState(0)
  const [auto, setAuto] = useState(() => !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
  const drag = useRef<{ x: number; start: number; id: number } | null>(null)
  const [dragging, setDragging] = useState(false)
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!ready || !auto) return
    const timer = window.setInterval(() => setIndex((i) => stepFrame(i, 1, count)), SPIN_AUTO_ROTATE_MS)
    return () => window.clearInterval(timer)
  }, [ready, auto, count])

  const spots = ready ? describe(hotspots, 'exterior', index, count) : []
  return (
    <div className={s.root} ref={root} data-testid="spinner">
      <div
        className={s.stage}
        role="slider"
        tabIndex={0}
        aria-label={`360° view of ${title}`}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={index + 1}
        aria-valuetext={`Frame ${index + 1} of ${count}`}
        aria-busy={!ready}
        aria-disabled={!ready}
        data-state={ready ? 'ready' : 'loading'}
        data-frame={index}
        data-dragging={dragging}
        onKeyDown={(e) => {
          if (!ready) return
          // A slider's keys: arrows a frame (wrapping), Home the first frame, End the last.
          const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
          const to = e.key === 'Home' ? 0 : e.key === 'End' ? count - 1 : null
          if (!delta && to === null) return
          e.preventDefault()
          setAuto(false)
          setIndex((i) => to ?? stepFrame(i, delta, count))
        }}
        onPointerDown={(e) => {
          if (!ready || e.button !== 0) return
          setAuto(false)
          drag.current = { x: e.clientX, start: index, id: e.pointerId }
          setDragging(true)
          e.currentTarget.setPointerCapture?.(e.pointerId)
        }}
        onPointerMove={(e) => {
          const d = drag.current
          if (d && d.id === e.pointerId) setIndex(frameFromDrag(d.start, e.clientX - d.x, count))
        }}
        onPointerUp={() => {
          drag.current = null
          setDragging(false)
        }}
        onPointerCancel={() => {
          drag.current = null
          setDragging(false)
        }}
      >
        <img
          className={s.frame}
          src={frames[index]}
          alt={`${title}, frame ${index + 1} of ${count}`}
          width={800}
          height={533}
          draggable={false}
        />
        {!ready ? (
          <p className={s.loading} role="status">
            Loading 360° view… {Math.round((loaded / new Set(frames).size) * 100)}%
          </p>
        ) : null}
      </div>
      <HotspotButtons spots={spots} />
      <div className={s.controls}>
        <button
          type="button"
          className={s.control}
          aria-pressed={auto}
          disabled={!ready}
          onClick={() => setAuto((a) => !a)}
        >
          Auto-rotate
        </button>
        <button
          type="button"
          className={s.control}
          title="Fullscreen"
          aria-label="Fullscreen 360° view"
          onClick={() =>
            document.fullscreenElement ? void document.exitFullscreen() : void root.current?.requestFullscreen?.()
          }
        >
          Fullscreen
        </button>
      </div>
    </div>
  )
}

/** The interior view (docs/spec-coverage.md, Car page): the cabin photo with its hotspots. */
export function InteriorView({ src, hotspots, title }: { src: string; hotspots: Hotspots; title: string }) {
  return (
    <div className={s.root} data-testid="interior-view">
      <div className={s.stage} style={{ cursor: 'default' }}>
        <img className={s.frame} src={src} alt={`Interior of ${title}`} width={1024} height={683} />
      </div>
      <HotspotButtons spots={describe(hotspots, 'interior', 0, 1)} />
    </div>
  )
}
