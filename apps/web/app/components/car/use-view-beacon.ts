import { track } from '@dealer/analytics/client'
import { useEffect } from 'react'

/**
 * Counts one view of the car (docs/spec-coverage.md, Car page) with a beacon, once per car per browser tab
 * session, so reloads and back-navigation do not inflate it, and records analytics event 4 on the
 * same terms (docs/analytics.md). No JavaScript, no count.
 */
export function useViewBeacon(url: string, carId: string): void {
  useEffect(() => {
    const key = `viewed:${carId}`
    try {
      if (window.sessionStorage.getItem(key)) return
      window.sessionStorage.setItem(key, '1')
    } catch {
      // Storage blocked: count anyway.
    }
    track(4, { car_id: carId })
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return
    void fetch(url, { method: 'POST', keepalive: true }).catch(() => {})
  }, [url, carId])
}

/**
 * The car page's clicks, read from the markup the page already has: a call-to-action
 * (`data-cta`: event 17), a share link or copy button (`data-share`: 25), the print view and the
 * PDF (`data-print`: 49). One listener on the document, so the theme's slots need no callbacks.
 */
export function useCarPageClicks(carId: string): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      const cta = target?.closest<HTMLElement>('[data-cta]')
      if (cta?.dataset.cta) {
        track(17, { car_id: carId, action: cta.dataset.cta })
        return
      }
      const share = target?.closest<HTMLElement>('[data-share]')
      if (share?.dataset.share) {
        track(25, { car_id: carId, channel: share.dataset.share })
        return
      }
      const print = target?.closest<HTMLElement>('[data-print]')?.dataset.print
      if (print === 'print' || print === 'pdf') track(49, { car_id: carId, format: print })
    }
    // Capture: a handler below that stops the click (the PDF's fetch) cannot hide it.
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [carId])
}
