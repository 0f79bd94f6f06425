import { useEffect, useRef, useState } from 'react'

/** A number that counts to its new value ('Show Me {count}' animates the count; docs/spec-coverage.md, Search). */
export function AnimatedCount({ value, durationMs = 400 }: { value: number; durationMs?: number }) {
  const [shown, setShown] = useState(value)
  const from = useRef(value)
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
      const k = Math.min(1, (t - start) / durationMs)
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
