import { useEffect, useRef, useState } from 'react'

/**
 * A number that counts to its new value ('Show Me {count}' animates the count; docs/spec-coverage.md,
 * Search). The server renders the value itself; with `from`, the running page first counts up to it
 * from there (the sales counter: docs/spec-coverage.md, Dealer site: reviews and sales counter).
 */
export function AnimatedCount({
  value,
  durationMs = 400,
  from: start,
}: {
  value: number
  durationMs?: number
  from?: number
}) {
  const [shown, setShown] = useState(value)
  const from = useRef(start ?? value)
  useEffect(() => {
    const start = performance.now()
    const origin = from.current
    if (origin === value || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      from.current = value
      setShown(value)
      return
    }
    let frame = 0
    const tick = (t: number) => {
      // A frame's time can come from just before the effect started: never count back past the origin.
      const k = Math.min(1, Math.max(0, (t - start) / durationMs))
      const next = Math.round(origin + (value - origin) * (1 - (1 - k) ** 3))
      from.current = next
      setShown(next)
      if (k < 1) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [value, durationMs])
  return <>{shown.toLocaleString('en-AU')}</>
}
