import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_BATCH_EVENTS } from './wire'
import { createTracker, DEFAULT_FLUSH_MS, MAX_HELD_EVENTS, type TrackerConfig, type TrackerEnv } from './tracker'

/** A browser for the tracker: a fake beacon that records what it was given, fake timers. */
function fakeBrowser(options: { beacon?: boolean | 'missing'; fetchOk?: boolean | 'throws' } = {}) {
  const beacons: { url: string; events: { id: number; payload: unknown; path: string }[] }[] = []
  const fetches: { url: string; init: RequestInit }[] = []
  const warnings: string[] = []
  const dataLayer: unknown[] = []
  const tagManagers: string[] = []
  const env: TrackerEnv = {
    sendBeacon:
      options.beacon === 'missing'
        ? null
        : (url, body) => {
            if (options.beacon === false) return false
            beacons.push({ url, events: (JSON.parse(body) as { events: never[] }).events })
            return true
          },
    fetch: async (url, init) => {
      fetches.push({ url, init })
      if (options.fetchOk === 'throws') throw new Error('offline')
      return { ok: options.fetchOk ?? true, status: options.fetchOk === false ? 503 : 202 }
    },
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
    path: () => '/cars/2021-toyota-corolla',
    warn: (message) => void warnings.push(message),
    dataLayer: () => dataLayer,
    loadTagManager: (id) => void tagManagers.push(id),
  }
  /** Lets fetch promises settle. */
  const settle = () => new Promise((r) => setImmediate(r))
  return { env, beacons, fetches, warnings, dataLayer, tagManagers, settle }
}

const config = (over: Partial<TrackerConfig> = {}): TrackerConfig => ({
  endpoint: '/api/events',
  mode: 'send',
  gtmId: null,
  ...over,
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('tracker batching', () => {
  it('batches events and sends them with one beacon after the short timer', async () => {
    const b = fakeBrowser()
    const t = createTracker(b.env)
    t.configure(config())
    expect(t.track(4, { car_id: 'c1' })).toBe(true)
    expect(t.track(26, { car_id: 'c1' })).toBe(true)
    vi.advanceTimersByTime(DEFAULT_FLUSH_MS - 1)
    await b.settle()
    expect(b.beacons).toHaveLength(0)
    vi.advanceTimersByTime(1)
    await b.settle()
    expect(b.beacons).toHaveLength(1)
    expect(b.beacons[0]!.url).toBe('/api/events')
    expect(b.beacons[0]!.events.map((e) => e.id)).toEqual([4, 26])
    expect(b.beacons[0]!.events[0]).toMatchObject({ payload: { car_id: 'c1' }, path: '/cars/2021-toyota-corolla' })
    // Nothing queued, nothing sent again.
    vi.advanceTimersByTime(DEFAULT_FLUSH_MS * 5)
    await b.settle()
    expect(b.beacons).toHaveLength(1)
  })

  it('sends a full batch at once, and what is left when the page is hidden', async () => {
    const b = fakeBrowser()
    const t = createTracker(b.env)
    t.configure(config())
    for (let i = 0; i < MAX_BATCH_EVENTS + 3; i++) t.track(15, { field: 'make' })
    await b.settle()
    expect(b.beacons.map((x) => x.events.length)).toEqual([MAX_BATCH_EVENTS])
    t.flush()
    await b.settle()
    expect(b.beacons.map((x) => x.events.length)).toEqual([MAX_BATCH_EVENTS, 3])
  })

  it('refuses an event that does not fit the catalogue, with a warning, and sends the others', async () => {
    const b = fakeBrowser()
    const t = createTracker(b.env)
    t.configure(config())
    expect(t.track(4, { car_id: '' })).toBe(false)
    // @ts-expect-error an id outside the catalogue
    expect(t.track(5, {})).toBe(false)
    expect(t.track(9, { car_id: 'c1' })).toBe(true)
    t.flush()
    await b.settle()
    expect(b.warnings).toEqual([expect.stringMatching(/^analytics: event 4 car_id/), 'analytics: unknown event id 5'])
    expect(b.beacons[0]!.events.map((e) => e.id)).toEqual([9])
  })

  it('falls back to fetch with keepalive when the beacon refuses; a failed send is only warned', async () => {
    const refused = fakeBrowser({ beacon: false })
    const t = createTracker(refused.env)
    t.configure(config())
    t.track(4, { car_id: 'c1' })
    t.flush()
    await refused.settle()
    expect(refused.fetches).toHaveLength(1)
    expect(refused.fetches[0]!.init).toMatchObject({ method: 'POST', keepalive: true })
    expect(JSON.parse(String(refused.fetches[0]!.init.body)).events[0].id).toBe(4)
    expect(refused.warnings).toEqual([])

    const down = fakeBrowser({ beacon: 'missing', fetchOk: false })
    const t2 = createTracker(down.env)
    t2.configure(config())
    t2.track(4, { car_id: 'c1' })
    t2.flush()
    await down.settle()
    expect(down.warnings).toEqual(['analytics: 1 event(s) refused: HTTP 503'])

    const offline = fakeBrowser({ beacon: false, fetchOk: 'throws' })
    const t3 = createTracker(offline.env)
    t3.configure(config())
    t3.track(4, { car_id: 'c1' })
    expect(() => t3.flush()).not.toThrow()
    await offline.settle()
    expect(offline.warnings).toEqual(['analytics: 1 event(s) not sent'])
  })

  it('holds events tracked before the page is configured, then sends them', async () => {
    const b = fakeBrowser()
    const t = createTracker(b.env)
    expect(t.mode).toBe('unconfigured')
    t.track(4, { car_id: 'c1' })
    vi.advanceTimersByTime(DEFAULT_FLUSH_MS * 3)
    await b.settle()
    expect(b.beacons).toHaveLength(0)
    t.configure(config())
    vi.advanceTimersByTime(DEFAULT_FLUSH_MS)
    await b.settle()
    expect(b.beacons[0]!.events.map((e) => e.id)).toEqual([4])
  })
})

describe('tracker privacy', () => {
  it('sends nothing when off (analytics off or Do Not Track), and drops what was held', async () => {
    const b = fakeBrowser()
    const t = createTracker(b.env)
    t.track(4, { car_id: 'c1' })
    t.configure(config({ mode: 'off', gtmId: 'GTM-ABC123' }))
    t.track(26, { car_id: 'c1' })
    t.consent('accepted')
    t.flush()
    vi.advanceTimersByTime(DEFAULT_FLUSH_MS * 3)
    await b.settle()
    expect(b.beacons).toEqual([])
    expect(b.fetches).toEqual([])
    expect(b.dataLayer).toEqual([])
    expect(b.tagManagers).toEqual([])
    expect(t.mode).toBe('off')
  })

  it('while asking for consent holds events in the page; accepted sends them, declined drops them', async () => {
    const yes = fakeBrowser()
    const t = createTracker(yes.env)
    t.configure(config({ mode: 'ask' }))
    t.track(4, { car_id: 'c1' })
    t.flush()
    vi.advanceTimersByTime(DEFAULT_FLUSH_MS * 3)
    await yes.settle()
    expect(yes.beacons).toEqual([])
    t.consent('accepted')
    t.track(26, { car_id: 'c1' })
    vi.advanceTimersByTime(DEFAULT_FLUSH_MS)
    await yes.settle()
    expect(yes.beacons.flatMap((x) => x.events.map((e) => e.id))).toEqual([4, 26])

    const no = fakeBrowser()
    const t2 = createTracker(no.env)
    t2.configure(config({ mode: 'ask' }))
    t2.track(4, { car_id: 'c1' })
    t2.consent('declined')
    t2.track(26, { car_id: 'c1' })
    t2.flush()
    vi.advanceTimersByTime(DEFAULT_FLUSH_MS * 3)
    await no.settle()
    expect(no.beacons).toEqual([])
    expect(t2.mode).toBe('off')
  })

  it('holds at most MAX_HELD_EVENTS while asking', async () => {
    const b = fakeBrowser()
    const t = createTracker(b.env)
    t.configure(config({ mode: 'ask' }))
    for (let i = 0; i < MAX_HELD_EVENTS + 10; i++) t.track(15, { field: 'make' })
    t.consent('accepted')
    t.flush()
    await b.settle()
    expect(b.beacons.reduce((n, x) => n + x.events.length, 0)).toBe(MAX_HELD_EVENTS)
  })
})

describe('tag manager forward', () => {
  it('with a container id, loads the tag manager once and pushes each sent event onto its dataLayer', async () => {
    const b = fakeBrowser()
    const t = createTracker(b.env)
    t.configure(config({ gtmId: 'GTM-ABC123' }))
    t.track(26, { car_id: 'c1' })
    t.track(39, { car_id: 'c1', saved: true })
    expect(b.tagManagers).toEqual(['GTM-ABC123'])
    expect(b.dataLayer).toEqual([
      { event: 'dealer_event', id: 26, name: 'finance_calculator_used', car_id: 'c1' },
      { event: 'dealer_event', id: 39, name: 'favourite_changed', car_id: 'c1', saved: true },
    ])
  })

  it('without one, pushes nothing', () => {
    const b = fakeBrowser()
    const t = createTracker(b.env)
    t.configure(config())
    t.track(26, { car_id: 'c1' })
    expect(b.dataLayer).toEqual([])
    expect(b.tagManagers).toEqual([])
  })
})
