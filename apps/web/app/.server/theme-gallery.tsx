import {
  brandStyle,
  carPageLayout,
  type BrandColours,
  type CardImage,
  type CarCardData,
  type CompleteTheme,
} from '@dealer/theme-contract'
import * as fixtures from '@dealer/theme-contract/fixtures'
import * as extremeFixtures from '@dealer/theme-contract/fixtures/extreme'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

/**
 * The theme gallery (docs/spec-coverage.md, Theme kit: gallery and bench): every slot of every installed
 * theme, drawn with the contract's fixtures (the extreme ones too), under each demo dealer's brand
 * colours. A development page: `/dev/themes` lists the frames, `/dev/themes/<theme>?brand=<dealer>`
 * is one frame. Each frame is a page of its own because a page links one theme's stylesheet.
 */

/** Served in development (`pnpm dev`), and in production only with THEME_GALLERY=1. */
export function themeGalleryOn(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.THEME_GALLERY === '1'
}

export interface GalleryTheme {
  readonly theme: CompleteTheme
  readonly cssUrl: string
}

/** A brand to draw the themes under: a demo dealer's colours, or none (the theme's own). */
export interface GalleryBrand {
  readonly slug: string
  readonly name: string
  readonly brand: BrandColours
}

/** The theme's own colours, before any dealer's brand. */
export const OWN_COLOURS: GalleryBrand = { slug: 'own', name: "Theme's own colours", brand: {} }

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * A stand-in photo the gallery draws itself (the fixtures name demo files the app does not serve):
 * a body-coloured car on a studio floor, as an SVG data URL (img-src allows data:).
 */
function stubPhoto(body: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 427"><rect width="640" height="427" fill="#e4e8ed"/>` +
    `<rect y="300" width="640" height="127" fill="#b7bec7"/><rect x="100" y="210" width="440" height="90" rx="36" fill="${body}"/>` +
    `<rect x="190" y="160" width="240" height="70" rx="28" fill="${body}"/><rect x="215" y="172" width="190" height="44" rx="16" fill="#1c2530"/>` +
    `<circle cx="190" cy="305" r="36" fill="#15181c"/><circle cx="452" cy="305" r="36" fill="#15181c"/></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const BODIES = ['#b3262e', '#23262b', '#5d646c', '#2f6fa8', '#eef0f2', '#1f4f9c']

function withStubPhotos(cars: readonly CarCardData[]): CarCardData[] {
  return cars.map((car, index) => {
    if (!car.image) return car
    const src = stubPhoto(BODIES[index % BODIES.length]!)
    const image: CardImage = { ...car.image, src, srcSet: `${src} 640w` }
    return { ...car, image }
  })
}

/**
 * What each fixture shows, as the gallery's labels say it (not the fixture's variable name). A fixture
 * the contract adds later without a label here is named from its variable: `headerPropsManyNav` →
 * 'many nav'.
 */
const FIXTURE_LABELS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    headerProps: 'hover menus',
    headerPropsSignedIn: 'signed in',
    headerPropsClick: 'click-open menus',
    headerPropsManyNav: '30 entries, long labels',
    headerPropsManyNavClick: '30 entries, click-open menus',
    headerPropsEmpty: 'no menu, tagline or location',
    heroProps: 'no image',
    heroPropsWithImage: 'with image',
    searchFiltersProps: 'usual filters',
    searchFiltersPropsMany: 'many filters',
    vehicleCtasProps: 'available car',
    vehicleCtasSoldProps: 'sold car',
    vehicleCtasLongProps: 'long labels',
    vehicleCtasEmptyProps: 'no actions',
    vehicleCtasBarProps: 'mobile bar',
    vehicleCtasLongBarProps: 'mobile bar, long labels',
    footerProps: 'every part',
    footerPropsEmpty: 'no groups, stats, payments or legal links',
    footerPropsEmptyGroups: 'empty groups and a group of 30 links',
  }),
)

/** The gallery's label of a fixture: `FIXTURE_LABELS`, else its variable name in words. */
export function fixtureLabel(name: string): string {
  const known = FIXTURE_LABELS.get(name)
  if (known) return known
  const words = name
    .replace(/^(header|footer|hero|searchFilters|vehicleCtas)Props/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
  return words || 'default'
}

/** Every fixture export of one kind, the usual and the extreme, whatever the contract adds later. */
function fixturesWhere<T>(test: (value: unknown) => value is T): [string, T][] {
  const out: [string, T][] = []
  for (const [name, value] of Object.entries({ ...fixtures, ...extremeFixtures }) as [string, unknown][])
    if (test(value)) out.push([fixtureLabel(name), value])
  return out
}

const isCar = (v: unknown): v is CarCardData =>
  typeof v === 'object' && v !== null && 'attributes' in v && 'similarHref' in v
const isHeader = (v: unknown): v is typeof fixtures.headerProps =>
  typeof v === 'object' && v !== null && 'dropdownOpen' in v && 'nav' in v
const isCtas = (v: unknown): v is typeof fixtures.vehicleCtasProps =>
  typeof v === 'object' && v !== null && 'actions' in v && 'placement' in v
const isHero = (v: unknown): v is typeof fixtures.heroProps =>
  typeof v === 'object' && v !== null && 'search' in v && 'quickLinks' in v
const isFilters = (v: unknown): v is typeof fixtures.searchFiltersProps =>
  typeof v === 'object' && v !== null && 'groups' in v && !('legal' in v)
const isFooter = (v: unknown): v is typeof fixtures.footerProps =>
  typeof v === 'object' && v !== null && 'groups' in v && 'legal' in v

const GALLERY_CSS = `
  .tg-bar { font: 14px/1.4 system-ui, sans-serif; background: #111; color: #fff; padding: .5rem 1rem; display: flex; gap: 1rem; flex-wrap: wrap; align-items: center; }
  .tg-bar a { color: #9cd3ff; }
  .tg-section { max-width: var(--layout-max-width, 80rem); margin: 2rem auto; padding-inline: var(--space-gutter, 1rem); }
  .tg-h2 { font: 600 14px/1.4 system-ui, sans-serif; color: var(--color-text-muted); margin: 0 0 1rem; border-bottom: 1px solid var(--color-border); padding-bottom: .25rem; }
  .tg-grid { display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr)); list-style: none; margin: 0; padding: 0; }
  .tg-side { max-width: 26rem; display: grid; gap: 1.5rem; }
  .tg-pad { padding-bottom: 7rem; }
`

function frame(title: string, head: string, htmlStyle: string, body: ReactElement): string {
  return `<!doctype html><html lang="en-AU" style="${escapeHtml(htmlStyle)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${head}</head><body>${renderToStaticMarkup(body)}</body></html>`
}

/** One frame: every slot of `theme` with every fixture, under `brand`'s colours. */
export function galleryFrameHtml(options: {
  theme: GalleryTheme
  brand: GalleryBrand
  brands: readonly GalleryBrand[]
  nonce: string
}): string {
  const { theme, brand, brands, nonce } = options
  const { Header, Footer, CarCard, VehicleCtas, Hero, SearchFilters } = theme.theme.slots
  const Sprite = theme.theme.sprite
  const layout = carPageLayout(theme.theme.layout)
  const cars = withStubPhotos(fixturesWhere(isCar).map(([, car]) => car))
  const ctas = fixturesWhere(isCtas)
  const style = Object.entries(brandStyle(brand.brand))
    .map(([property, value]) => `${property}:${value}`)
    .join(';')
  const head =
    `<link rel="stylesheet" href="${escapeHtml(theme.cssUrl)}">` +
    `<style nonce="${escapeHtml(nonce)}">${GALLERY_CSS}</style>`
  const body = (
    <>
      {Sprite ? <Sprite /> : null}
      <nav className="tg-bar" aria-label="Gallery">
        <strong>
          {theme.theme.label} ({theme.theme.name})
        </strong>
        <span>Brand:</span>
        {brands.map((b) => (
          <a
            key={b.slug}
            href={`?brand=${encodeURIComponent(b.slug)}`}
            aria-current={b.slug === brand.slug ? 'page' : undefined}
          >
            {b.name}
          </a>
        ))}
        <a href="/dev/themes">All themes</a>
      </nav>
      {fixturesWhere(isHeader).map(([name, props]) => (
        <section key={name} aria-label={`Header: ${name}`}>
          <p className="tg-section tg-h2">Header · {name}</p>
          <Header {...props} />
        </section>
      ))}
      {Hero ? (
        fixturesWhere(isHero).map(([name, props]) => (
          <section key={name} aria-label={`Hero: ${name}`}>
            <p className="tg-section tg-h2">Hero · {name}</p>
            <Hero {...props} />
          </section>
        ))
      ) : (
        <p className="tg-section tg-h2">Hero · not filled: the app draws its own</p>
      )}
      <section className="tg-section" aria-label="SearchFilters">
        <h2 className="tg-h2">SearchFilters</h2>
        {SearchFilters ? (
          <div className="tg-side">
            {fixturesWhere(isFilters).map(([name, props]) => (
              <div key={name}>
                <p className="tg-h2">{name}</p>
                <SearchFilters {...props} />
              </div>
            ))}
          </div>
        ) : (
          <p>Not filled: the app draws its own filter panel.</p>
        )}
        <h2 className="tg-h2">Car page layout</h2>
        <p>
          Sidebar {layout.carSidebar}, {layout.carSidebarWidth} wide; gallery {layout.carGallery}.
        </p>
      </section>
      <section className="tg-section" aria-label="CarCard">
        <h2 className="tg-h2">CarCard · {cars.length} fixtures</h2>
        <ul className="tg-grid">
          {cars.map((car, index) => (
            <li key={car.id}>
              <CarCard
                car={car}
                position={index + 1}
                headingLevel={2}
                watchlist={index % 2 ? fixtures.watchlistSaved : fixtures.watchlistSave}
              />
            </li>
          ))}
        </ul>
      </section>
      <section className="tg-section tg-pad" aria-label="VehicleCtas">
        <h2 className="tg-h2">VehicleCtas</h2>
        <div className="tg-side">
          {ctas
            .filter(([, props]) => props.placement === 'sidebar')
            .map(([name, props]) => (
              <div key={name}>
                <p className="tg-h2">{name}</p>
                <VehicleCtas {...props} />
              </div>
            ))}
        </div>
      </section>
      {fixturesWhere(isFooter).map(([name, props]) => (
        <section key={name} aria-label={`Footer: ${name}`}>
          <p className="tg-section tg-h2">Footer · {name}</p>
          <Footer {...props} />
        </section>
      ))}
      {ctas
        .filter(([, props]) => props.placement === 'bar')
        .slice(0, 1)
        .map(([name, props]) => (
          <VehicleCtas key={name} {...props} />
        ))}
    </>
  )
  return frame(`${theme.theme.label} · ${brand.name} · theme gallery`, head, style, body)
}

const INDEX_CSS = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; padding: 1.5rem; background: #f3f4f6; color: #111; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; } h2 { font-size: 1.15rem; margin: 2rem 0 .75rem; }
  .tg-row { display: flex; gap: 1rem; overflow-x: auto; padding-bottom: 1rem; }
  .tg-row figure { margin: 0; flex: none; }
  .tg-row iframe { width: 390px; height: 760px; border: 1px solid #c9ccd1; background: #fff; border-radius: 6px; }
  figcaption { font-size: 13px; margin-bottom: .25rem; }
`

/** The index: for each theme, a row of phone-width frames, one per brand, each linking to its full page. */
export function galleryIndexHtml(options: {
  themes: readonly GalleryTheme[]
  brands: readonly GalleryBrand[]
  nonce: string
}): string {
  const { themes, brands, nonce } = options
  const body = (
    <main>
      <h1>Theme gallery</h1>
      <p>
        Every slot of every installed theme with the contract&apos;s fixtures, under each demo dealer&apos;s brand
        colours. Open a frame for its full width; with <code>pnpm dev</code> a theme edit shows on reload.
      </p>
      {themes.map(({ theme }) => (
        <section key={theme.name} aria-labelledby={`theme-${theme.name}`}>
          <h2 id={`theme-${theme.name}`}>
            {theme.label} <code>{theme.name}</code>
          </h2>
          <div className="tg-row">
            {brands.map((brand) => {
              const href = `/dev/themes/${encodeURIComponent(theme.name)}?brand=${encodeURIComponent(brand.slug)}`
              return (
                <figure key={brand.slug}>
                  <figcaption>
                    <a href={href}>{brand.name}</a>
                  </figcaption>
                  <iframe src={href} title={`${theme.label} with ${brand.name}`} loading="lazy" />
                </figure>
              )
            })}
          </div>
        </section>
      ))}
    </main>
  )
  return frame('Theme gallery', `<style nonce="${escapeHtml(nonce)}">${INDEX_CSS}</style>`, '', body)
}
