import { type RefObject, useCallback, useEffect, useState } from 'react'

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
