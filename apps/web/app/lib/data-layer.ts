/** The analytics event the first calculator interaction fires (docs/spec-coverage.md, Car page). */
export const FINANCE_CALCULATOR_EVENT = 26

type DataLayerWindow = { dataLayer?: unknown[] }

/**
 * Pushes `{ event: 'dealer_event', id }` onto window.dataLayer, the tag manager's queue, creating
 * it when the page has none. An analytics failure is only warned about.
 */
export function pushDealerEvent(id: number, target: DataLayerWindow = window as unknown as DataLayerWindow): void {
  try {
    if (!Array.isArray(target.dataLayer)) target.dataLayer = []
    target.dataLayer.push({ event: 'dealer_event', id })
  } catch (error) {
    console.warn('analytics event not sent', id, error)
  }
}
