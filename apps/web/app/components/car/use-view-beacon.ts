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
