import { track } from '@dealer/analytics/client'
import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * The revealed dealer number of the car page, shared by the phone block and the call buttons.
 * `reveal` POSTs to the reveal route (which records it) and shows the number it returns. A
 * click on a masked call button (data-cta="call" leading to the phone block) reveals instead of
 * jumping. A failed reveal is logged only (docs/spec-coverage.md, Car page) and the link still leads to the block.
 * A reveal the server recorded is analytics event 9 (docs/analytics.md).
 */
export type RevealedPhone = { number: string; href: string }

export function usePhoneReveal(endpoint: string, initial: RevealedPhone | null, carId: string) {
  const [phone, setPhone] = useState<RevealedPhone | null>(initial)
  const pending = useRef(false)
  const reveal = useCallback(async (): Promise<boolean> => {
    if (pending.current) return false
    pending.current = true
    try {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: new URLSearchParams({ source: 'button' }),
      })
      if (!res.ok) throw new Error(`phone reveal failed: ${res.status}`)
      const data = (await res.json()) as { phone: string; href: string }
      setPhone({ number: data.phone, href: data.href })
      track(9, { car_id: carId })
      return true
    } catch (err) {
      console.error(err)
      return false
    } finally {
      pending.current = false
    }
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
