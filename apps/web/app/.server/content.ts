import { ownValue } from '@dealer/domain'
import fs from 'node:fs'
import path from 'node:path'
import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'
import type { TenantConfig } from '@dealer/tenant'
import { isCalendarDay } from './sitemap-xml'

/*
 * Content pages (/about-us, /warranty, /privacy-policy, /faqs ...; docs/spec-coverage.md, Pages and
 * navigation): Markdown files with a small front matter. The platform ships a default for each page
 * in `apps/web/content/pages`, written for any dealer through {{dealer.*}} placeholders; a dealer
 * replaces or adds a page by putting a file of the same path in `tenants/<slug>/pages/`. A page may
 * ask for live blocks (the dealer's locations, reviews, service departments) that the route renders
 * around the text.
 */

/** Live parts a page can ask for in its front matter (`blocks: reviews, locations`). */
export const CONTENT_BLOCKS = ['reviews', 'locations', 'service-locations', 'service-booking', 'contact'] as const
export type ContentBlock = (typeof CONTENT_BLOCKS)[number]

export interface ContentPage {
  path: string
  title: string
  description: string
  /** Sanitized HTML of the body. */
  html: string
  blocks: ContentBlock[]
  /** An optional call to action under the text. */
  cta: { label: string; href: string } | null
  /**
   * When the page last changed, as YYYY-MM-DD: the front matter's `updated`, else the file's
   * modification date; null when neither is known. The sitemap's lastmod.
   */
  updated: string | null
  /** `robots: noindex` in the front matter: a utility page, kept out of search engines and the sitemap. */
  noindex: boolean
}

const PAGE_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,2}$/

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'em',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'details',
    'summary',
  ],
  allowedAttributes: { a: ['href'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // The page title is the h1; a Markdown '#' becomes a section heading.
  transformTags: { h1: 'h2' },
}

const marked = new Marked({ gfm: true, breaks: false })

/** Splits `---\nkey: value\n---\nbody`. Values are single-line strings. */
export function parseFrontMatter(source: string): { meta: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source)
  if (!match) return { meta: {}, body: source }
  const meta: Record<string, string> = {}
  for (const line of match[1]!.split(/\r?\n/)) {
    const m = /^([a-zA-Z][\w-]*):\s*(.*)$/.exec(line)
    if (m) meta[m[1]!] = m[2]!.trim().replace(/^(['"])(.*)\1$/, '$2')
  }
  return { meta, body: source.slice(match[0].length) }
}

/** Fills {{dealer.name}}, {{dealer.phone}}, {{dealer.email}}, {{dealer.address}}, {{dealer.abn}}, {{site.name}}. */
export function fillPlaceholders(text: string, tenant: Pick<TenantConfig, 'name' | 'dealer'>): string {
  const values: Record<string, string> = {
    'site.name': tenant.name,
    'dealer.name': tenant.dealer.name,
    'dealer.phone': tenant.dealer.phone,
    'dealer.email': tenant.dealer.email,
    'dealer.address': tenant.dealer.address,
    'dealer.abn': tenant.dealer.abn ?? '',
  }
  return text.replace(/\{\{\s*([a-z]+\.[a-z]+)\s*\}\}/g, (whole, key: string) => ownValue(values, key) ?? whole)
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** Renders one page source for a tenant; `fileDate` is when its file last changed, if known. */
export function renderContentPage(
  pagePath: string,
  source: string,
  tenant: Pick<TenantConfig, 'name' | 'dealer'>,
  fileDate: Date | null = null,
): ContentPage {
  const { meta, body } = parseFrontMatter(source)
  const html = sanitizeHtml(marked.parse(fillPlaceholders(body, tenant), { async: false }), SANITIZE)
  const blocks = (meta.blocks ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter((b): b is ContentBlock => (CONTENT_BLOCKS as readonly string[]).includes(b))
  const [label, href] = (meta.cta ?? '').split('|').map((s) => s.trim())
  return {
    path: pagePath,
    title: fillPlaceholders(meta.title ?? pagePath, tenant),
    description: fillPlaceholders(meta.description ?? '', tenant),
    html,
    blocks,
    cta: label && href && (href.startsWith('/') || /^https?:\/\//.test(href)) ? { label, href } : null,
    updated:
      meta.updated && ISO_DAY.test(meta.updated) && isCalendarDay(meta.updated)
        ? meta.updated
        : fileDate && !Number.isNaN(fileDate.getTime())
          ? fileDate.toISOString().slice(0, 10)
          : null,
    noindex: /\bnoindex\b/i.test(meta.robots ?? ''),
  }
}

export interface ContentStore {
  /** The tenant's page at `pagePath` ('about-us', 'pages/unsubscribe'), or null. */
  page(tenant: TenantConfig, pagePath: string): ContentPage | null
  /** Every page the tenant has (its own and the defaults), by path. */
  list(tenant: TenantConfig): ContentPage[]
}

/**
 * Reads pages from the tenant's folder first, then the platform defaults; each rendered page is
 * kept for the life of the process (content changes with a deploy or restart).
 */
export function createContentStore(dirs: { tenantsDir: string; defaultsDir: string }): ContentStore {
  const cache = new Map<string, ContentPage | null>()
  const read = (file: string) => {
    try {
      return { source: fs.readFileSync(file, 'utf8'), changed: fs.statSync(file).mtime }
    } catch {
      return null
    }
  }
  const ownDir = (tenant: TenantConfig) => path.join(dirs.tenantsDir, tenant.slug, 'pages')
  const store: ContentStore = {
    page(tenant, pagePath) {
      const clean = pagePath.replace(/^\/+|\/+$/g, '')
      if (!PAGE_PATH.test(clean)) return null
      const key = `${tenant.slug}\u0000${clean}`
      if (cache.has(key)) return cache.get(key)!
      const file = read(path.join(ownDir(tenant), `${clean}.md`)) ?? read(path.join(dirs.defaultsDir, `${clean}.md`))
      const page = file === null ? null : renderContentPage(clean, file.source, tenant, file.changed)
      cache.set(key, page)
      return page
    },
    list(tenant) {
      const paths = new Set([...markdownPaths(ownDir(tenant)), ...markdownPaths(dirs.defaultsDir)])
      return [...paths]
        .sort()
        .map((p) => store.page(tenant, p))
        .filter((p): p is ContentPage => p !== null)
    },
  }
  return store
}

/** The page paths of the Markdown files under `dir` ('about-us', 'pages/unsubscribe'). */
function markdownPaths(dir: string): string[] {
  let files: string[]
  try {
    files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
  } catch {
    return []
  }
  return files
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -'.md'.length).split(path.sep).join('/'))
    .filter((p) => PAGE_PATH.test(p))
}
