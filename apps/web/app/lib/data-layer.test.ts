import { describe, expect, it } from 'vitest'
import { pushDealerEvent } from './data-layer'

describe('pushDealerEvent', () => {
  it('pushes a dealer_event onto the tag manager’s queue, creating it when absent', () => {
    const page: { dataLayer?: unknown[] } = {}
    pushDealerEvent(26, page)
    expect(page.dataLayer).toEqual([{ event: 'dealer_event', id: 26 }])
    const queue = [{ event: 'gtm.js' }]
    pushDealerEvent(26, { dataLayer: queue })
    expect(queue).toEqual([{ event: 'gtm.js' }, { event: 'dealer_event', id: 26 }])
  })
})
