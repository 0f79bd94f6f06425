import type { MetaDescriptor } from '@remix-run/node'
import type { JsonLd } from '@dealer/domain'
import { truncateAtWord } from '@dealer/domain/core'
import { isNotFound, notFoundText, type Missing } from './not-found'

/*
 * One way to write a page's head for search engines and link previews (docs/spec-coverage.md,
 * Search engines): the title with the dealer's name, the description, an absolute canonical URL,
 * Open Graph, the Twitter card, robots noindex and JSON-LD. Every route's `meta` returns
 * `pageMeta(args, {...})`; the origin and names come from the root loader (`site`).
 */

/** What the root loader says about the site. */
export interface SiteMeta {
  /** Origin of every absolute URL (siteOrigin: SITE_URL's, else the request's). */
  origin: string
  /** The site's name (og:site_name). */
  name: string
  /** The dealer's name, which every title carries. */
  dealer: string
}

export interface PageMetaInput {
  /** The page's own title; ' | {dealer}' is added unless it already names the dealer. */
  title: string
  /**
   * What the page offers, in a sentence or two (meta description, og and Twitter). A function is
   * given the dealer's name, so a page that says who it is for needs no loader of its own.
   */
  description?: string | null | ((dealer: string) => string)
  /**
   * The canonical URL's path, with the query when the query names the page (a search, a models
   * tab); by default the page's path without its query.
   */
  path?: string
  /** og:type: 'website' unless said otherwise ('product' for a car). */
  type?: 'website' | 'product' | 'article'
  /** The page's picture (og:image), relative or absolute; none is left out, never made up. */
  image?: string | null
  /** A page for one shopper or one moment (forms, receipts, lists): kept out of search engines. */
  noindex?: boolean
  /**
   * schema.org data for the head (an AutoDealer on home and location pages); an empty list where the
   * data stayed on the server (~/lib/server-only-data.ts).
   */
  jsonLd?: JsonLd | readonly JsonLd[] | null
  /** What this route's 404 failed to find ('page' unless said): its title is the error page's heading. */
  missing?: Missing
}

/** The part of Remix's meta arguments this reads. */
export interface MetaArgs {
  matches: readonly { id: string; data?: unknown }[]
  location: { pathname: string }
  /** Set when the page is an error page (a 404 or a failure). */
  error?: unknown
}

const DESCRIPTION_MAX = 300

/** The site from the root route's data, or null when it did not load. */
export function siteMeta(matches: MetaArgs['matches']): SiteMeta | null {
  const data = matches.find((m) => m.id === 'root')?.data as { site?: Partial<SiteMeta> } | null | undefined
  const site = data?.site
  return site?.origin && site.name && site.dealer ? { origin: site.origin, name: site.name, dealer: site.dealer } : null
}

/** The dealer's stock noun from the root data ('car', 'caravan'), for a 404's title. */
function rootStock(matches: MetaArgs['matches']): string | undefined {
  const data = matches.find((m) => m.id === 'root')?.data as { site?: { stock?: unknown } } | null | undefined
  return typeof data?.site?.stock === 'string' ? data.site.stock : undefined
}

/** '{title} | {dealer}', unless the title names the dealer already. */
export function titleWithDealer(title: string, dealer: string | null | undefined): string {
  if (!dealer || title.includes(dealer)) return title
  return title ? `${title} | ${dealer}` : dealer
}

/** A path as the canonical form has it: no trailing slash but on the home page. */
function canonicalPath(path: string): string {
  const [pathname = '/', query] = path.split(/\?(.*)/s, 2)
  const clean = pathname.replace(/\/+$/, '') || '/'
  return query ? `${clean}?${query}` : clean
}

function absolute(href: string, origin: string): string | null {
  try {
    return new URL(href, `${origin}/`).href
  } catch {
    return null
  }
}

/** The meta descriptors of one page. */
export function pageMeta(args: MetaArgs, page: PageMetaInput): MetaDescriptor[] {
  const site = siteMeta(args.matches)
  // A 404 is titled as its page's heading says, with the dealer: 'Car not found | Westside Car Co'.
  const title = titleWithDealer(
    args.error !== undefined && isNotFound(args.error)
      ? notFoundText(page.missing ?? 'page', rootStock(args.matches)).title
      : page.title,
    site?.dealer,
  )
  const text = typeof page.description === 'function' ? (site ? page.description(site.dealer) : null) : page.description
  const description = text ? truncateAtWord(text.replace(/\s+/g, ' ').trim(), DESCRIPTION_MAX).text : null
  // An error page (a 404 among them) is nobody's canonical page: its title, kept out of the index.
  if (args.error) return [{ title }, { name: 'robots', content: 'noindex' }]
  const out: MetaDescriptor[] = [{ title }]
  if (description) out.push({ name: 'description', content: description })
  if (page.noindex) out.push({ name: 'robots', content: 'noindex' })
  if (!site) return out
  const url = `${site.origin}${canonicalPath(page.path ?? args.location.pathname)}`
  const image = page.image ? absolute(page.image, site.origin) : null
  out.push(
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: 'en_AU' },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  )
  if (page.jsonLd) out.push({ 'script:ld+json': page.jsonLd })
  return out
}
