import { useEffect, useRef, useState } from 'react'
import { STRIP_GAP } from '~/styles/layout.css'

/**
 * A sideways-scrolling strip of cards (`cardStrip`: the home page's locations, a model's variants): it scrolls
 * by touch, trackpad and keys without JavaScript; with it, `scrollBy` moves one card (its width
 * and the gap) and `edges` says whether the strip is at its start or end, for the arrows. Arrows
 * show only once `hydrated`, as they do nothing before.
 */
export function useCardStrip<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [hydrated, setHydrated] = useState(false)
  const [edges, setEdges] = useState({ start: true, end: false })
  useEffect(() => {
    setHydrated(true)
    const el = ref.current
    if (!el) return
    // A new state only when an edge is reached or left: scrolling re-renders nothing in between.
    const update = () => {
      const start = el.scrollLeft <= 1
      const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1
      setEdges((was) => (was.start === start && was.end === end ? was : { start, end }))
    }
    update()
    el.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      el.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [])
  const scrollBy = (direction: 1 | -1) => {
    const el = ref.current
    const card = el?.firstElementChild as HTMLElement | null
    if (!el || !card) return
    // Smooth or not as the strip's CSS says (`scroll-behavior`, none under reduced motion).
    el.scrollBy({ left: direction * (card.offsetWidth + STRIP_GAP) })
  }
  return { ref, hydrated, edges, scrollBy }
}
