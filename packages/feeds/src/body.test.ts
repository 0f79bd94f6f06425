import { describe, expect, it } from 'vitest'
import { FeedBodyError, feedFormatOf, readFeedBody } from './body'
import { feedTokenMatches } from './token'

const post = (body: BodyInit | null, headers: Record<string, string>) =>
  new Request('http://dealer.localhost/api/feeds/stock', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit)

describe('readFeedBody', () => {
  it('reads CSV and XML by Content-Type', async () => {
    expect(await readFeedBody(post('StockNo\nU1', { 'Content-Type': 'text/csv; charset=utf-8' }), 1000)).toEqual({
      text: 'StockNo\nU1',
      format: 'csv',
    })
    expect((await readFeedBody(post('<Stock/>', { 'Content-Type': 'application/xml' }), 1000)).format).toBe('xml')
    expect(feedFormatOf('application/vnd.dealer+xml')).toBe('xml')
    expect(feedFormatOf('application/json')).toBeNull()
  })

  it('refuses other types (415), empty or binary bodies (400) and bodies over the cap (413), read or streamed', async () => {
    const refusal = async (request: Request) => {
      try {
        await readFeedBody(request, 1000)
      } catch (error) {
        expect(error).toBeInstanceOf(FeedBodyError)
        return (error as FeedBodyError).status
      }
      return 200
    }
    expect(await refusal(post('{}', { 'Content-Type': 'application/json' }))).toBe(415)
    expect(await refusal(post('', { 'Content-Type': 'text/csv' }))).toBe(400)
    expect(await refusal(post(new Uint8Array([0x50, 0, 0x4b]), { 'Content-Type': 'text/csv' }))).toBe(400)
    expect(await refusal(post('x'.repeat(1001), { 'Content-Type': 'text/csv' }))).toBe(413)
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 5; i++) c.enqueue(new TextEncoder().encode('y'.repeat(300)))
        c.close()
      },
    })
    expect(await refusal(post(stream, { 'Content-Type': 'text/csv' }))).toBe(413)
  })

  it('reads Windows-1252 text when it is not UTF-8', async () => {
    const bytes = new Uint8Array([0x43, 0x61, 0x66, 0xe9]) // "Café" in Windows-1252
    expect((await readFeedBody(post(bytes, { 'Content-Type': 'text/csv' }), 1000)).text).toBe('Café')
  })
})

describe('feedTokenMatches', () => {
  it('accepts only the bearer token itself', () => {
    expect(feedTokenMatches('Bearer s3cret-token', 's3cret-token')).toBe(true)
    expect(feedTokenMatches('bearer s3cret-token', 's3cret-token')).toBe(true)
    expect(feedTokenMatches('Bearer s3cret-tokem', 's3cret-token')).toBe(false)
    expect(feedTokenMatches('s3cret-token', 's3cret-token')).toBe(false)
    expect(feedTokenMatches('Basic czNjcmV0', 's3cret-token')).toBe(false)
    expect(feedTokenMatches(null, 's3cret-token')).toBe(false)
    expect(feedTokenMatches('Bearer ', '')).toBe(false)
    expect(feedTokenMatches('Bearer x', undefined)).toBe(false)
  })
})
