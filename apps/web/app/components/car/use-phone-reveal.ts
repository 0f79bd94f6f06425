import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * The revealed dealer number of the car page, shared by the phone block and the call buttons.
 * `reveal` POSTs to the reveal route (which records it) and shows the number it returns
 * (phone-reveal.ts, loaded on first use: `preloadPhoneReveal` when the shopper nears the block). A
 * click on a masked call button (data-cta="call" leading to the phone block) reveals instead of
 * jumping. A failed reveal is logged only (docs/spec-coverage.md, Car page) and the link still leads to the block.
 */
export type RevealedPhone = { number: string; href: string }

const loadReveal = () => import('./phone-reveal')
export const preloadPhoneReveal = () => void loadReveal().catch(() => {})

export function usePhoneReveal(endpoint: string, initial: RevealedPhone | null, carId: string) {
  const [phone, setPhone] = useState<RevealedPhone | null>(initial)
  const pending = useRef(false)
  const reveal = useCallback(async (): Promise<boolean> => {
    if (pending.current) return false
    pending.current = true
    // revealPhone logs its own failures; a chunk that fails to come is logged here.
    const shown = await loadReveal().then(
      (m) => m.revealPhone(endpoint, carId),
      (err: unknown) => (console.error(err), null),
    )
    pending.current = false
    if (shown) setPhone(shown)
    return shown !== null
  }, [endpoint, carId])
  useEffect(() => {
    if (phone !== null) return
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[data-cta="call"]')
      if (!link || !link.getAttribute('href')?.startsWith('#')) return
      e.preventDefault()
      void reveal()
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [phone, reveal])
  return { phone, reveal }
}
