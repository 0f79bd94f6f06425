import { track } from '@dealer/analytics/client'
import { useEffect } from 'react'

/*
 * Page-level analytics hooks (docs/analytics.md; docs/spec-coverage.md, Analytics): thin calls of
 * track() where the event happens, so the components that draw the page stay as they are. The car
 * page's are in components/car/use-view-beacon.ts, so its code does not carry the others.
 */

/** Event 14 for each search shown: the first page load and each search changed in the page. */
export function useSearchViewed(search: { canonical: string; count: number; failed: boolean }): void {
  const { canonical, count, failed } = search
  useEffect(() => {
    if (failed) return
    const q = canonical.indexOf('?')
    track(14, { results: count, query: q < 0 ? '' : canonical.slice(q + 1, q + 1001) })
  }, [canonical, count, failed])
}

/**
 * Event 18 on the page that thanks for a stored lead, once per lead: a reload or a second visit
 * of the same thank-you page in this tab does not count it again.
 */
export function useLeadSent(lead: { id: string; form: string; carId: string | null } | null): void {
  const id = lead?.id ?? null
  const form = lead?.form ?? null
  const carId = lead?.carId ?? null
  useEffect(() => {
    if (!id || !form) return
    const key = `lead-sent:${id}`
    try {
      if (window.sessionStorage.getItem(key)) return
      window.sessionStorage.setItem(key, '1')
    } catch {
      // Storage blocked: count it anyway.
    }
    track(18, { lead_id: id, form, car_id: carId })
  }, [id, form, carId])
}
