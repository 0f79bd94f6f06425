import { describe, expect, it } from 'vitest'
import { decodeFeedText, FeedBodyError, feedFormatOf, readFeedBody } from './body'
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

  it('reads Windows-1252’s 0x80–0x9F as its punctuation, in CSV and XML, not as control characters', async () => {
    const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0))
    const csv = latin1('Comments\nD\xe9j\xe0 vu \x96 \x93nice\x94 car \x80 \x85\x99')
    expect((await readFeedBody(post(csv, { 'Content-Type': 'text/csv' }), 1000)).text).toBe(
      'Comments\nDéjà vu – “nice” car € …™',
    )
    const xml = latin1(
      '<?xml version="1.0" encoding="windows-1252"?><Stock><Vehicle Comments="\x93Caf\xe9\x94 \x97"/></Stock>',
    )
    expect((await readFeedBody(post(xml, { 'Content-Type': 'application/xml' }), 1000)).text).toContain(
      'Comments="“Café” —"',
    )
    // The five bytes Windows-1252 leaves undefined keep their C1 code points (WHATWG).
    expect(decodeFeedText(new Uint8Array([0xe9, 0x81, 0x8d, 0x8f, 0x90, 0x9d]))).toBe('é\u0081\u008d\u008f\u0090\u009d')
    // Every byte: one character each, past the slice size too.
    const all = Uint8Array.from({ length: 0x10000 + 256 }, (_, i) => i % 256)
    const text = decodeFeedText(all)
    expect(text).toHaveLength(all.length)
    expect(text.slice(0x10000 + 0xa0, 0x10000 + 0xa3)).toBe('\u00a0¡¢')
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
