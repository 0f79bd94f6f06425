/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Visual check of a built theme (not shipped): renders every slot with the contract's fixtures
 * into static HTML pages that link the theme's dist/style.css (no JavaScript on the page, as
 * before hydration), then screenshots them with headless Chromium at desktop and phone widths.
 * Used by each theme's scripts/preview.tsx, other themes through `@dealer/theme-base/preview`.
 */
import type { CompleteTheme } from '@dealer/theme-contract'
import {
  carCards,
  footerProps,
  headerProps,
  headerPropsClick,
  vehicleCtasBarProps,
  vehicleCtasProps,
  vehicleCtasSoldProps,
} from '@dealer/theme-contract/fixtures'
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

const PHOTOS: Record<string, { body: string; ute?: boolean }> = {
  'rav4.jpg': { body: '#b3262e' },
  'hilux.jpg': { body: '#23262b', ute: true },
  'landcruiser.jpg': { body: '#5d646c' },
  'i30.jpg': { body: '#eef0f2' },
  'atto3.jpg': { body: '#2f6fa8' },
  'corolla.jpg': { body: '#f4f5f6' },
  'ranger.jpg': { body: '#1f4f9c', ute: true },
}

/** A stand-in studio photo of a car, drawn as SVG so the preview needs nothing from the internet. */
function photo(body: string, ute = false): string {
  const cabin = ute
    ? '<path d="M200 242 Q240 196 290 188 L372 186 L380 242 Z" fill="#1c2530"/><path d="M380 200 L540 206 L548 244 L380 244 Z" fill="' +
      body +
      '" opacity=".92"/>'
    : '<path d="M215 240 Q255 198 300 192 L360 192 L360 240 Z" fill="#1c2530"/><path d="M372 192 L425 192 Q452 196 478 238 L372 240 Z" fill="#1c2530"/>'
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 427" width="640" height="427">
<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe4ea"/><stop offset="1" stop-color="#f5f7f9"/></linearGradient>
<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c3c9d1"/><stop offset="1" stop-color="#9aa2ad"/></linearGradient>
<linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></linearGradient></defs>
<rect width="640" height="300" fill="url(#w)"/><rect y="300" width="640" height="127" fill="url(#f)"/>
<ellipse cx="322" cy="340" rx="260" ry="16" fill="#000" opacity=".28"/>
<path d="M90 300 Q92 260 130 252 L200 242 Q250 190 300 180 L430 178 Q470 180 500 230 L540 240 Q556 246 556 280 L556 300 Q556 312 544 312 L102 312 Q90 312 90 300 Z" fill="${body}"/>
<path d="M90 300 Q92 260 130 252 L200 242 Q250 190 300 180 L430 178 Q470 180 500 230 L540 240 Q556 246 556 280 L556 300 Q556 312 544 312 L102 312 Q90 312 90 300 Z" fill="url(#b)"/>
${cabin}
<rect x="96" y="268" width="18" height="10" rx="3" fill="#ffd98a"/><rect x="536" y="262" width="16" height="12" rx="3" fill="#c0262d"/>
<g><circle cx="180" cy="312" r="38" fill="#15181c"/><circle cx="180" cy="312" r="21" fill="#a9b1bb"/><circle cx="180" cy="312" r="6" fill="#4a525c"/></g>
<g><circle cx="462" cy="312" r="38" fill="#15181c"/><circle cx="462" cy="312" r="21" fill="#a9b1bb"/><circle cx="462" cy="312" r="6" fill="#4a525c"/></g>
</svg>`
}

/** Fixture images point at the app's image route; the preview swaps in the local drawings. */
function localCars() {
  return carCards.map((car) => {
    if (!car.image) return car
    const file = car.image.src.split('/').pop()?.split('?')[0] ?? ''
    const local = `img/${file.replace(/\.jpg$/, '.svg')}`
    return { ...car, image: { ...car.image, src: local, srcSet: `${local} 640w` } }
  })
}

const PAGE_CSS = `
  .pv-main { padding-block: 2.5rem 4rem; }
  .pv-h1 { font-family: var(--font-heading); font-weight: var(--font-heading-weight); text-transform: var(--font-heading-transform); font-size: 2rem; line-height: 1.15; margin: 0 0 .5rem; }
  .pv-lede { color: var(--color-text-muted); margin: 0 0 1.75rem; }
  .pv-grid { display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr)); margin: 0; padding: 0; list-style: none; }
  .pv-vdp { display: grid; gap: 2rem; margin-top: 3.5rem; }
  @media (min-width: 64em) { .pv-vdp { grid-template-columns: 1.6fr 1fr; align-items: start; } }
  .pv-photo { width: 100%; border-radius: var(--radius-card); }
  .pv-side { display: grid; gap: 1.25rem; padding: 1.5rem; border: 1px solid var(--color-border); border-radius: var(--radius-card); background: var(--color-surface); box-shadow: var(--shadow-card); }
  .pv-side h2 { margin: 0; font-family: var(--font-heading); font-weight: var(--font-heading-weight); text-transform: var(--font-heading-transform); font-size: 1.5rem; }
  .pv-price { font-size: 2rem; font-weight: 800; color: var(--color-price); margin: 0; }
  .pv-pad { padding-bottom: 6rem; }
`

/** `css`: the theme's style.css; `sprite`: the theme's sprite (its icons' drawings), first in <body> as on a page. */
function page(title: string, { css, sprite }: { css: string; sprite: string }, body: ReactElement): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="stylesheet" href="${css}"><style>${PAGE_CSS}</style></head>
<body>${sprite}${renderToStaticMarkup(body)}</body></html>`
}

export interface PreviewOptions {
  theme: CompleteTheme
  /** The theme package folder; pages go to <dir>/preview. */
  dir: string
}

/** Writes the pages and the screenshots; returns the PNG paths. */
export function writePreview({ theme, dir }: PreviewOptions): string[] {
  const { Header, Footer, CarCard, VehicleCtas } = theme.slots
  const out = path.join(dir, 'preview')
  mkdirSync(path.join(out, 'img'), { recursive: true })
  for (const [file, look] of Object.entries(PHOTOS)) {
    writeFileSync(path.join(out, 'img', file.replace(/\.jpg$/, '.svg')), photo(look.body, look.ute))
  }
  const Sprite = theme.sprite
  const assets = { css: '../dist/style.css', sprite: Sprite ? renderToStaticMarkup(<Sprite />) : '' }
  const cars = localCars()
  const first = cars[0]
  if (!first?.image) throw new Error('the first fixture car needs a photo')

  const full = (
    <>
      <Header {...headerProps} />
      <main
        className="pv-main"
        style={{ maxWidth: 'var(--layout-max-width)', marginInline: 'auto', paddingInline: 'var(--space-gutter)' }}
      >
        <h1 className="pv-h1">Cars for sale in Newcastle</h1>
        <p className="pv-lede">{cars.length} cars match your search</p>
        <ul className="pv-grid">
          {cars.map((car, index) => (
            <li key={car.id}>
              <CarCard car={car} position={index + 1} headingLevel={2} />
            </li>
          ))}
        </ul>
        <section className="pv-vdp" aria-label="Vehicle detail">
          <img className="pv-photo" src={first.image.src} alt={first.image.alt} width={640} height={427} />
          <div className="pv-side">
            <h2>{first.title}</h2>
            <p className="pv-price">{first.price}</p>
            <VehicleCtas {...vehicleCtasProps} />
            <VehicleCtas {...vehicleCtasSoldProps} />
          </div>
        </section>
      </main>
      <Footer {...footerProps} />
      <VehicleCtas {...vehicleCtasBarProps} />
    </>
  )
  writeFileSync(path.join(out, 'index.html'), page(`${theme.label} theme preview`, assets, full))

  // Click mode with New Vehicles open, and the phone menu open on Stock, as a visitor would see them.
  let menu = page(
    `${theme.label} menus`,
    assets,
    <>
      <Header {...headerPropsClick} />
      <div style={{ height: 520 }} />
    </>,
  )
  menu = menu.replace(
    /<details([^>]*data-dropdown="click")><summary([^>]*)>New Vehicles/,
    '<details open$1><summary$2>New Vehicles',
  )
  menu = menu.replace(/<details( class="[^"]*")><summary([^>]*)>Stock/, '<details open$1><summary$2>Stock')
  menu = menu.replace(/<details([^>]*data-menu="mobile")/, '<details open$1')
  writeFileSync(path.join(out, 'menus.html'), menu)

  // Whole pages, then slices of them (the body pulled up) to look at details at full size.
  const shots: { html: string; png: string; width: number; height: number; slices?: number }[] = [
    { html: 'index.html', png: 'desktop', width: 1280, height: 3400, slices: 1100 },
    { html: 'index.html', png: 'phone', width: 390, height: 8400, slices: 1200 },
    { html: 'menus.html', png: 'menus-desktop', width: 1280, height: 640 },
    { html: 'menus.html', png: 'menus-phone', width: 390, height: 1100 },
  ]
  const files: string[] = []
  for (const shot of shots) {
    files.push(screenshot(path.join(out, shot.html), path.join(out, `${shot.png}.png`), shot.width, shot.height))
    if (!shot.slices) continue
    const source = readFileSync(path.join(out, shot.html), 'utf8')
    for (let top = 0, n = 1; top < shot.height; top += shot.slices, n++) {
      const slice = path.join(out, `slice-${shot.png}-${n}.html`)
      writeFileSync(slice, source.replace('</head>', `<style>body{margin-top:-${top}px}</style></head>`))
      files.push(screenshot(slice, path.join(out, `${shot.png}-${n}.png`), shot.width, shot.slices))
    }
  }
  return files
}

function screenshot(html: string, png: string, width: number, height: number): string {
  execFileSync(
    '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--hide-scrollbars',
      `--screenshot=${png}`,
      `--window-size=${width},${height}`,
      `file://${html}`,
    ],
    { stdio: 'ignore' },
  )
  return png
}
