import { ownValue } from '@dealer/domain'
/*
 * Sitemap documents (sitemaps.org 0.9): a sitemap index and the URL sets it points to
 * (docs/spec-coverage.md, Search engines). Pure text building; what goes in is in sitemap.ts.
 */

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000

export interface SitemapEntry {
  /** An absolute URL. */
  loc: string
  /** W3C datetime (YYYY-MM-DD or a full UTC time); left out when unknown. */
  lastmod?: string | null
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/**
 * Text for an XML element: the five XML entities escaped, and characters XML 1.0 cannot carry
 * (control characters, lone surrogates) dropped.
 */
export function xmlEscape(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ownValue(XML_ESCAPES, c)!)
}

/** YYYY-MM-DD naming a real day (not 2026-02-30, which Date.parse rolls over). */
export function isCalendarDay(value: string): boolean {
  const t = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value
}

/**
 * A date as a W3C datetime for lastmod: a day stays a day (YYYY-MM-DD), a time becomes UTC to the
 * second; null for anything that is not a date.
 */
export function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return isCalendarDay(value) ? value : null
  // Only ISO-8601 text: Date.parse would also take '5' or 'Tuesday' in some engines.
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)) return null
  const t = Date.parse(value)
  return Number.isNaN(t) ? null : new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** The latest of some dates (W3C datetimes or ISO text), as a W3C datetime; null when none is a date. */
export function newestDate(dates: Iterable<string | null | undefined>): string | null {
  let best: { text: string; at: number } | null = null
  for (const d of dates) {
    const text = w3cDate(d)
    if (text === null) continue
    const at = Date.parse(text)
    if (!best || at > best.at) best = { text, at }
  }
  return best?.text ?? null
}

function entries(tag: 'url' | 'sitemap', list: readonly SitemapEntry[]): string {
  return list
    .map((e) => {
      const lastmod = w3cDate(e.lastmod)
      return `<${tag}><loc>${xmlEscape(e.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</${tag}>`
    })
    .join('\n')
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>'
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'

/** A `<urlset>` of page URLs; more than SITEMAP_URL_LIMIT is a programming error. */
export function urlsetXml(urls: readonly SitemapEntry[]): string {
  if (urls.length > SITEMAP_URL_LIMIT) throw new RangeError(`a sitemap holds at most ${SITEMAP_URL_LIMIT} URLs`)
  return `${XML_HEAD}\n<urlset ${NS}>\n${entries('url', urls)}\n</urlset>\n`
}

/** A `<sitemapindex>` naming the child sitemaps. */
export function sitemapIndexXml(sitemaps: readonly SitemapEntry[]): string {
  if (sitemaps.length > SITEMAP_URL_LIMIT) throw new RangeError(`an index holds at most ${SITEMAP_URL_LIMIT} sitemaps`)
  return `${XML_HEAD}\n<sitemapindex ${NS}>\n${entries('sitemap', sitemaps)}\n</sitemapindex>\n`
}
