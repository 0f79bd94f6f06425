import type { FeedFormat } from './parse'

/*
 * Reading a pushed feed's body (docs/spec-coverage.md, Stock feeds): CSV or XML by its Content-Type,
 * at most `maxBytes` (413 past it, without reading the rest), text in UTF-8 or, failing that,
 * Windows-1252 (what older dealer systems export). Anything else is a 4xx with a message, never a
 * 500.
 */

export class FeedBodyError extends Error {
  override name = 'FeedBodyError'
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message)
  }
}

export interface FeedBody {
  text: string
  format: FeedFormat
}

/** The feed format a Content-Type names, or null. */
export function feedFormatOf(contentType: string | null): FeedFormat | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  if (['text/csv', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel'].includes(type))
    return 'csv'
  if (type === 'application/xml' || type === 'text/xml' || /^application\/[a-z0-9.+-]+\+xml$/.test(type)) return 'xml'
  return null
}

/** The 413's message for a feed over `maxBytes`: the server says the same when a declared length is over. */
export function feedTooLargeMessage(maxBytes: number): string {
  return `The feed is larger than ${Math.round(maxBytes / 1024 / 1024)} MB; send it in parts as delta feeds.`
}

export async function readFeedBody(request: Request, maxBytes: number): Promise<FeedBody> {
  const format = feedFormatOf(request.headers.get('content-type'))
  if (!format) {
    throw new FeedBodyError(
      415,
      `Send the feed with Content-Type text/csv or application/xml (this was ${request.headers.get('content-type') || 'not given'}).`,
    )
  }
  const tooLarge = () => new FeedBodyError(413, feedTooLargeMessage(maxBytes))
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) throw tooLarge()
  const bytes = await readCapped(request, maxBytes, tooLarge)
  if (bytes.length === 0) throw new FeedBodyError(400, 'The feed is empty.')
  if (bytes.includes(0)) throw new FeedBodyError(400, 'The feed is not text (it holds NUL bytes).')
  return { text: decodeFeedText(bytes), format }
}

/** A feed's bytes as text: UTF-8, or Windows-1252 when they are not valid UTF-8. */
export function decodeFeedText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return decodeWindows1252(bytes)
  }
}

/*
 * Windows-1252's 0x80–0x9F as WHATWG maps them (the five bytes it leaves undefined, 0x81, 0x8D,
 * 0x8F, 0x90 and 0x9D, stay their C1 code points). Node's TextDecoder('windows-1252') decodes these
 * bytes as Latin-1 C1 controls on some builds, so a dealer's “quotes” and – dashes were lost.
 */
const CP1252_80_9F =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178'

/** Windows-1252 bytes as text: every other byte is its Latin-1 code point. */
function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = []
  // In slices, so a 50 MB feed never spreads more arguments than fromCharCode takes.
  for (let at = 0; at < bytes.length; at += 0x8000) {
    const slice = bytes.subarray(at, at + 0x8000)
    const codes = new Uint16Array(slice.length)
    for (let i = 0; i < slice.length; i++) {
      const b = slice[i]!
      codes[i] = b >= 0x80 && b <= 0x9f ? CP1252_80_9F.charCodeAt(b - 0x80) : b
    }
    parts.push(String.fromCharCode(...codes))
  }
  return parts.join('')
}

async function readCapped(request: Request, maxBytes: number, tooLarge: () => Error): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  const out = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.length
  }
  return out
}
