import { track } from '@dealer/analytics/client'
import type { RevealedPhone } from './use-phone-reveal'

/**
 * POSTs to the car's reveal route (which records it) and returns the number it gives, or null when
 * the call fails (logged only: docs/spec-coverage.md, Car page). A reveal the server recorded is
 * analytics event 9 (docs/analytics.md). Its own chunk: the page loads it when the shopper reaches
 * the phone block or first asks for the number (use-phone-reveal.ts).
 */
export async function revealPhone(endpoint: string, carId: string): Promise<RevealedPhone | null> {
  try {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams({ source: 'button' }),
    })
    if (!res.ok) throw new Error(`phone reveal failed: ${res.status}`)
    const data = (await res.json()) as { phone: string; href: string }
    track(9, { car_id: carId })
    return { number: data.phone, href: data.href }
  } catch (err) {
    console.error(err)
    return null
  }
}
