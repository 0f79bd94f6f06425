import { listCarSitemapEntries, listModels, listStockGroups, type StockGroup } from '@dealer/db'
import { CAR_TYPES, contactUsSlug, isGated, type CarType } from '@dealer/domain'
import {
  ALL_STOCK_PATH,
  CAR_TYPE_ROUTES,
  emptySearchState,
  encodeSearchUrl,
  slugify,
  type SearchVocabulary,
} from '@dealer/search'
import { franchiseBrands, hasOffers, type TenantConfig } from '@dealer/tenant'
import type { AppLoadContext } from '@remix-run/node'
import { modelHref } from '~/lib/layout-props'
import { modelPageHref } from '~/lib/model-links'
import { newestDate, SITEMAP_URL_LIMIT, sitemapIndexXml, urlsetXml, type SitemapEntry } from './sitemap-xml'

/*
 * One dealer's sitemaps (docs/spec-coverage.md, Search engines): /sitemap.xml is an index of
 * child sitemaps, /sitemaps/cars-{n}.xml (the visible cars, 50,000 a file), search.xml (the stock's
 * landing pages), models.xml, locations.xml and pages.xml. Every query is this tenant's and every
 * URL is absolute on `origin` (siteOrigin), so no page of another dealer can appear. lastmod comes
 * from the data: a car's created or sold date, a landing page's newest car, a content file's date;
 * left out where the data has none (locations, the forms).
 */

export const CHILD_SITEMAPS = ['search', 'models', 'locations', 'pages'] as const
type ChildName = (typeof CHILD_SITEMAPS)[number]

export interface SitemapOptions {
  /** URLs per cars file; SITEMAP_URL_LIMIT unless a test pages sooner. */
  pageSize?: number
}

/** What every child needs: the tenant's visible stock in groups, read once per document. */
async function stockGroups({ tenant, services }: AppLoadContext): Promise<StockGroup[]> {
  const visibleAt = { now: services.now(), includeSoldCarsDays: tenant.dealer.include_sold_cars_days }
  return listStockGroups(services.database.db, tenant.slug, visibleAt)
}

const groupDate = (g: StockGroup) => newestDate([g.newestCreatedAt, g.newestSoldAt])
const newestOf = (groups: readonly StockGroup[]) => newestDate(groups.map(groupDate))
const carCount = (groups: readonly StockGroup[]) => groups.reduce((n, g) => n + g.cars, 0)

function pageSizeOf(options: SitemapOptions): number {
  const size = options.pageSize ?? SITEMAP_URL_LIMIT
  return Number.isInteger(size) && size > 0 && size <= SITEMAP_URL_LIMIT ? size : SITEMAP_URL_LIMIT
}

/** The sitemap index: the cars files (none without stock) and each other child that has a URL. */
export async function sitemapIndex(context: AppLoadContext, origin: string, options: SitemapOptions = {}) {
  const groups = await stockGroups(context)
  const cars = carCount(groups)
  const stockDate = newestOf(groups)
  const files: SitemapEntry[] = []
  // Cars are listed newest first, so a new car moves every file: each has the stock's newest date.
  for (let n = 1; n <= Math.ceil(cars / pageSizeOf(options)); n++) {
    files.push({ loc: `${origin}/sitemaps/cars-${n}.xml`, lastmod: stockDate })
  }
  for (const name of CHILD_SITEMAPS) {
    const urls = await childEntries(context, origin, name, groups)
    if (urls.length > 0)
      files.push({ loc: `${origin}/sitemaps/${name}.xml`, lastmod: newestDate(urls.map((u) => u.lastmod)) })
  }
  return sitemapIndexXml(files)
}

/**
 * One child sitemap by its file name ('cars-2.xml', 'search.xml'), or null for a name that is
 * not one (a 404): a cars file past the last, a number with a leading zero, anything else.
 */
export async function childSitemap(
  context: AppLoadContext,
  origin: string,
  file: string,
  options: SitemapOptions = {},
): Promise<string | null> {
  const cars = /^cars-([1-9]\d{0,5})\.xml$/.exec(file)
  if (cars) return carsSitemap(context, origin, Number(cars[1]), pageSizeOf(options))
  const name = /^([a-z]+)\.xml$/.exec(file)?.[1]
  if (!name || !(CHILD_SITEMAPS as readonly string[]).includes(name)) return null
  return urlsetXml(await childEntries(context, origin, name as ChildName, await stockGroups(context)))
}

/** Cars file `n`: the visible cars of this page, each dated by its sold date, else its arrival. */
async function carsSitemap(context: AppLoadContext, origin: string, n: number, pageSize: number) {
  const { tenant, services } = context
  const visibleAt = { now: services.now(), includeSoldCarsDays: tenant.dealer.include_sold_cars_days }
  const entries = await listCarSitemapEntries(services.database.db, tenant.slug, {
    visibleAt,
    limit: pageSize,
    offset: (n - 1) * pageSize,
  })
  // The first file exists even without stock (empty); a later one only when it has cars.
  if (entries.length === 0 && n > 1) return null
  return urlsetXml(
    entries.map((c) => ({
      loc: `${origin}/cars/${encodeURIComponent(c.slug)}`,
      lastmod: newestDate([c.createdAt, c.soldAt]),
    })),
  )
}

async function childEntries(
  context: AppLoadContext,
  origin: string,
  name: ChildName,
  groups: readonly StockGroup[],
): Promise<SitemapEntry[]> {
  const absolute = (list: readonly PathEntry[]) => list.map((e) => ({ loc: `${origin}${e.path}`, lastmod: e.lastmod }))
  switch (name) {
    case 'search': {
      const [vocabulary, models] = await Promise.all([
        context.services.search.vocabulary(context.tenant),
        modelPaths(context, groups),
      ])
      const taken = new Set(models.map((m) => m.path))
      return absolute(searchLandingPaths(context.tenant, vocabulary, groups).filter((e) => !taken.has(e.path)))
    }
    case 'models':
      return absolute(await modelPaths(context, groups))
    case 'locations':
      return absolute(locationPaths(context.tenant))
    case 'pages':
      return absolute(pagePaths(context, groups))
  }
}

interface PathEntry {
  path: string
  lastmod: string | null
}

/**
 * The stock's landing pages: all stock, each car type the dealer has (and new-and-demo when it
 * has both), each make and make/model, each location with cars; only clean search paths (the
 * codec's canonical URL without a query), each dated by its newest car.
 */
export function searchLandingPaths(
  tenant: Pick<TenantConfig, 'locations'>,
  vocabulary: SearchVocabulary,
  groups: readonly StockGroup[],
): PathEntry[] {
  if (groups.length === 0) return []
  const out = new Map<string, string | null>()
  const add = (path: string, members: readonly StockGroup[]) => {
    if (path.includes('?') || out.has(path)) return
    out.set(path, newestOf(members))
  }
  add(ALL_STOCK_PATH, groups)
  const types = CAR_TYPES.filter((t) => groups.some((g) => g.carType === t))
  for (const [segment, routeTypes] of Object.entries(CAR_TYPE_ROUTES)) {
    if (routeTypes.length === 0 || !routeTypes.every((t) => types.includes(t))) continue
    add(
      `/search/${segment}`,
      groups.filter((g) => (routeTypes as readonly CarType[]).includes(g.carType)),
    )
  }
  const search = (filters: Partial<Record<'make' | 'model' | 'location_name', string[]>>) =>
    encodeSearchUrl({ ...emptySearchState(), ...filters }, vocabulary)
  for (const make of unique(groups.map((g) => g.make))) {
    const ofMake = groups.filter((g) => g.make === make)
    add(search({ make: [make] }), ofMake)
    for (const model of unique(ofMake.map((g) => g.model))) {
      add(
        search({ make: [make], model: [model] }),
        ofMake.filter((g) => g.model === model),
      )
    }
  }
  for (const location of tenant.locations.filter((l) => l.visible)) {
    const at = groups.filter((g) => g.locationId === location.id)
    if (at.length > 0) add(search({ location_name: [location.name] }), at)
  }
  return [...out].map(([path, lastmod]) => ({ path, lastmod }))
}

/** /models, its body-type tabs (when there are several), each model's page and its range page. */
async function modelPaths({ tenant, services }: AppLoadContext, groups: readonly StockGroup[]): Promise<PathEntry[]> {
  const models = await listModels(services.database.db, tenant.slug)
  if (models.length === 0) return []
  const dated = (path: string) => {
    const members = groups.filter((g) => modelHref({ make: g.make, name: g.model }) === path)
    return { path, lastmod: newestOf(members) }
  }
  const bodies = unique(models.map((m) => m.body).filter((b): b is string => Boolean(b))).sort()
  return [
    { path: '/models', lastmod: null },
    ...(bodies.length > 1 ? bodies.map((b) => ({ path: `/models?body=${encodeURIComponent(b)}`, lastmod: null })) : []),
    // A model's page is as new as the newest car of its range (docs/spec-coverage.md, Dealer site: models).
    ...models.map((m) => ({ path: modelPageHref(m), lastmod: dated(modelHref(m)).lastmod })),
    ...unique(models.map((m) => modelHref({ make: m.make, name: m.name }))).map(dated),
  ]
}

/** The locations listing, contact, each visible location's page and its site's contact page. */
export function locationPaths(tenant: Pick<TenantConfig, 'locations'>): PathEntry[] {
  const visible = tenant.locations.filter((l) => l.visible)
  const paths = [
    '/dealer-locator',
    '/contact',
    ...visible.map((l) => `/locations/${encodeURIComponent(l.slug)}`),
    ...unique(visible.map((l) => contactUsSlug(l.name)).filter(Boolean)).map((s) => `/contact-us/${s}`),
  ]
  return unique(paths).map((path) => ({ path, lastmod: null }))
}

/**
 * Home (dated by the newest car, as it shows the latest arrivals), the dealer's content pages (by
 * their file's date; not those marked noindex), and the marketing and form pages this dealer has:
 * offers only with an offer, a journey only where it is not behind sign-in.
 */
function pagePaths({ tenant, services }: AppLoadContext, groups: readonly StockGroup[]): PathEntry[] {
  const open = (journey: 'finance' | 'trade-in') => !isGated(journey, tenant.accounts.gated)
  const stock = groups.length > 0
  const fixed: [string, boolean][] = [
    ['/special-offers', hasOffers(tenant, services.now())],
    ['/brands', stock],
    ['/search-by-price', stock],
    ['/eofy', true],
    ['/book-test-drive', true],
    ['/finance', open('finance')],
    ['/finance-enquiry', open('finance')],
    ['/apply-for-finance', open('finance')],
    ['/finance-pre-approval', open('finance')],
    ['/finance-and-insurance', open('finance')],
    ['/trade-in', open('trade-in')],
    ['/sell-my-car', open('trade-in')],
  ]
  return [
    { path: '/', lastmod: newestOf(groups) },
    ...services.content
      .list(tenant)
      .filter((p) => !p.noindex)
      .map((p) => ({ path: `/${p.path}`, lastmod: p.updated })),
    ...fixed.filter(([, on]) => on).map(([path]) => ({ path, lastmod: null })),
    // Each franchise brand's overview (docs/spec-coverage.md, Dealer site: offers, brands and service).
    ...unique(franchiseBrands(tenant).map((b) => `/${slugify(b)}/overview`)).map((path) => ({ path, lastmod: null })),
  ]
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)]
}
