import { describe, expect, it, vi } from 'vitest'
import { GEOCODE_URL, geocodePostcode, geocodeUrl, INVALID_POSTCODE_ERROR } from './geocode'

function jsonFetch(body: unknown, status = 200) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  )
}

describe('geocodeUrl', () => {
  it('asks for the postal code in Australia with the key', () => {
    const url = new URL(geocodeUrl('4000', 'k-123'))
    expect(`${url.origin}${url.pathname}`).toBe(GEOCODE_URL)
    expect(url.searchParams.get('components')).toBe('postal_code:4000|country:AU')
    expect(url.searchParams.get('key')).toBe('k-123')
  })
})

describe('geocodePostcode', () => {
  it('uses the offline table without an API key and never fetches', async () => {
    const fetch = jsonFetch({})
    const r = await geocodePostcode('6000', { fetch })
    expect(fetch).not.toHaveBeenCalled()
    expect(r.source).toBe('offline')
    expect(r.state).toBe('WA')
    expect(r.lat).toBeCloseTo(-31.95, 1)
  })

  it('reads results[0].geometry.location from the maps service when a key is set', async () => {
    const fetch = jsonFetch({ status: 'OK', results: [{ geometry: { location: { lat: -27.1, lng: 153.2 } } }] })
    const r = await geocodePostcode('4000', { apiKey: 'secret', fetch })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(String(fetch.mock.calls[0]![0])).toBe(geocodeUrl('4000', 'secret'))
    expect(r).toEqual({ lat: -27.1, lng: 153.2, source: 'maps', state: 'QLD', name: 'Brisbane' })
  })

  it("fails with 'Invalid postcode' on an empty result list", async () => {
    const fetch = jsonFetch({ status: 'ZERO_RESULTS', results: [] })
    await expect(geocodePostcode('4000', { apiKey: 'k', fetch })).rejects.toThrow(INVALID_POSTCODE_ERROR)
  })

  it("fails with 'Invalid postcode' for malformed input before any request", async () => {
    const fetch = jsonFetch({})
    await expect(geocodePostcode('12a4', { apiKey: 'k', fetch })).rejects.toThrow(INVALID_POSTCODE_ERROR)
    await expect(geocodePostcode('', { fetch })).rejects.toThrow(INVALID_POSTCODE_ERROR)
    expect(fetch).not.toHaveBeenCalled()
  })

  it("fails with 'Invalid postcode' offline for a postcode that does not exist (0001)", async () => {
    await expect(geocodePostcode('0001')).rejects.toThrow(INVALID_POSTCODE_ERROR)
  })

  it('falls back to the offline table when the service fails', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('network down')
    })
    expect((await geocodePostcode('3220', { apiKey: 'k', fetch: down })).source).toBe('offline')
    const http500 = jsonFetch({}, 500)
    expect((await geocodePostcode('3220', { apiKey: 'k', fetch: http500 })).source).toBe('offline')
    const denied = jsonFetch({ status: 'REQUEST_DENIED', results: [] })
    expect((await geocodePostcode('3220', { apiKey: 'k', fetch: denied })).source).toBe('offline')
  })
})
