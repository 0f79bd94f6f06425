import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  builtAssetReader,
  builtClientDir,
  finishDocument,
  INLINE_CSS_PLACEHOLDER,
  inlineStylesheets,
  scriptsAfterLoad,
} from './document-assets'

const sheets: Record<string, string> = {
  '/assets/theme-A1.css': ':root{--brand:#0e5f6b}',
  '/assets/cars-B2.css': '.car{color:red}',
}
const read = (href: string) => sheets[href] ?? null

const doc = (head: string, body = '<p>Car</p>') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

describe('inlineStylesheets', () => {
  it('puts every linked stylesheet, in order, into the placeholder and leaves the links disabled, never fetched', () => {
    const html = doc(
      `${INLINE_CSS_PLACEHOLDER}<link rel="stylesheet" href="/assets/theme-A1.css" data-theme-css="coastal"/>` +
        '<link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/cars-B2.css"/>',
    )
    const out = inlineStylesheets(html, read)
    expect(out).toContain('<style data-inline-css="">:root{--brand:#0e5f6b}\n.car{color:red}</style>')
    // The page's CSP nonce stays on the filled element (ADR 018).
    const withNonce = inlineStylesheets(
      doc(
        '<style data-inline-css="" nonce="n0nce"></style><link rel="stylesheet" href="/assets/theme-A1.css" data-theme-css="coastal"/>',
      ),
      read,
    )
    expect(withNonce).toContain('<style data-inline-css="" nonce="n0nce">:root{--brand:#0e5f6b}')
    expect(out).toContain(
      '<link rel="stylesheet" href="/assets/theme-A1.css" disabled="" data-inlined="" data-theme-css="coastal"/>',
    )
    expect(out).toContain('<link rel="stylesheet" href="/assets/cars-B2.css" disabled="" data-inlined=""/>')
    expect(out).toContain('<link rel="icon" href="/favicon.svg"/>')
    // Every stylesheet link left is disabled: the browser fetches none of them.
    expect(out.match(/<link rel="stylesheet"[^>]*>/g)?.every((link) => link.includes(' disabled=""'))).toBe(true)
  })

  it('changes nothing when a stylesheet cannot be read, so the page keeps its links', () => {
    const html = doc(
      `${INLINE_CSS_PLACEHOLDER}<link rel="stylesheet" href="/assets/theme-A1.css"/><link rel="stylesheet" href="/assets/gone-C3.css"/>`,
    )
    expect(inlineStylesheets(html, read)).toBe(html)
  })

  it('changes nothing without the placeholder, or with no built stylesheet (dev links to source files)', () => {
    const noPlaceholder = doc('<link rel="stylesheet" href="/assets/theme-A1.css"/>')
    expect(inlineStylesheets(noPlaceholder, read)).toBe(noPlaceholder)
    const dev = doc(`${INLINE_CSS_PLACEHOLDER}<link rel="stylesheet" href="/app/styles/global.css"/>`)
    expect(inlineStylesheets(dev, read)).toBe(dev)
  })

  it('leaves stylesheet links in the body alone', () => {
    const html = doc(INLINE_CSS_PLACEHOLDER, '<link rel="stylesheet" href="/assets/cars-B2.css"/>')
    expect(inlineStylesheets(html, read)).toBe(html)
  })

  it('escapes a closing style tag inside a stylesheet', () => {
    const html = doc(`${INLINE_CSS_PLACEHOLDER}<link rel="stylesheet" href="/assets/x.css"/>`)
    const out = inlineStylesheets(html, () => '.a::after{content:"</style><script>"}')
    expect(out).toContain('content:"<\\/style><script>"')
    expect(out.match(/<\/style>/g)).toHaveLength(1)
  })
})

describe('builtAssetReader', () => {
  it('reads a file of the assets folder, and nothing outside it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'))
    fs.mkdirSync(path.join(dir, 'assets'))
    fs.writeFileSync(path.join(dir, 'assets', 'cars-B2.css'), '.car{}')
    fs.writeFileSync(path.join(dir, 'secret.css'), 'secret')
    const readBuilt = builtAssetReader(dir)
    expect(readBuilt('/assets/cars-B2.css')).toBe('.car{}')
    expect(readBuilt('/assets/missing.css')).toBeNull()
    expect(readBuilt('/assets/../secret.css')).toBeNull()
    expect(readBuilt('/secret.css')).toBeNull()
  })
})

describe('builtClientDir', () => {
  it('finds build/client from build/server and from a chunk folder inside it', () => {
    const built = new Set(['/app/build/client/assets'])
    const exists = (dir: string) => built.has(dir)
    expect(builtClientDir('/app/build/server', exists)).toBe('/app/build/client')
    expect(builtClientDir('/app/build/server/assets', exists)).toBe('/app/build/client')
    expect(builtClientDir('/app/src', () => false)).toBe('/app/client')
  })
})

describe('scriptsAfterLoad', () => {
  const remixScripts = [
    '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
    '<script nonce="n0">window.__remixContext = {};</script>',
    '<script nonce="n0" type="module" async="">;',
    'import * as route0 from "/assets/root-3.js";',
    'import * as route1 from "/assets/routes/cars-4.js";',
    '',
    'window.__remixManifest = {"entry": {}};',
    'window.__remixRouteModules = {"root":route0,"routes/cars.$slug":route1};',
    '',
    'import("/assets/entry.client-2.js");</script>',
  ].join('\n')

  it('keeps the preload links without an address and starts the same imports on load', () => {
    const out = scriptsAfterLoad(doc('', remixScripts))
    expect(out).not.toMatch(/<link[^>]* href=/)
    expect(out.match(/<link rel="x-modulepreload" data-href="\/assets\/[\w.-]+\.js"\/>/g)).toHaveLength(2)
    expect(out).toContain('<script nonce="n0">window.__remixContext = {};</script>')
    const script = /<script nonce="n0" type="module" async="">([\s\S]*)<\/script>/.exec(out)![1]!
    expect(script).not.toMatch(/^import /m)
    expect(script).toContain(
      'Promise.all([import("/assets/root-3.js"), import("/assets/routes/cars-4.js")]).then(([route0, route1]) => {',
    )
    expect(script).toContain('window.__remixRouteModules = {"root":route0,"routes/cars.$slug":route1};')
    expect(script).toContain('addEventListener("load", start)')
  })

  it('runs the imports when the page loads, with the preloads given back their addresses', async () => {
    const script = /type="module" async="">([\s\S]*)<\/script>/.exec(scriptsAfterLoad(doc('', remixScripts)))![1]!
    const imported: string[] = []
    const listeners = new Map<string, () => void>()
    const links = [{ dataset: { href: '/assets/manifest-1.js' }, href: '' }]
    const window: Record<string, unknown> = {}
    const document = { readyState: 'interactive', querySelectorAll: () => links }
    const run = new Function(
      'document',
      'window',
      'addEventListener',
      'removeEventListener',
      'setTimeout',
      'clearTimeout',
      'importModule',
      script.replaceAll('import(', 'importModule('),
    )
    run(
      document,
      window,
      (type: string, fn: () => void) => listeners.set(type, fn),
      (type: string) => listeners.delete(type),
      () => 1,
      () => {},
      async (specifier: string) => {
        imported.push(specifier)
        return { specifier }
      },
    )
    expect(imported).toEqual([])
    listeners.get('load')!()
    await new Promise((resolve) => setImmediate(resolve))
    expect(links[0]!.href).toBe('/assets/manifest-1.js')
    expect(imported).toEqual(['/assets/root-3.js', '/assets/routes/cars-4.js', '/assets/entry.client-2.js'])
    expect(window.__remixRouteModules).toEqual({
      root: { specifier: '/assets/root-3.js' },
      'routes/cars.$slug': { specifier: '/assets/routes/cars-4.js' },
    })
  })

  it('leaves a document it does not recognise as it is', () => {
    const odd = doc('', '<script type="module" async="">console.log(1)</script>')
    expect(scriptsAfterLoad(odd)).toBe(odd)
    const late = doc('', '<script type="module" async="">import "/a.js";\nfoo()\nimport "/b.js";</script>')
    expect(scriptsAfterLoad(late)).toBe(late)
    expect(scriptsAfterLoad(doc('', ''))).toBe(doc('', ''))
  })

  it('finishes a document as bytes exactly as the two functions finish its text, the body left as it was written', () => {
    const head = `${INLINE_CSS_PLACEHOLDER}<link rel="stylesheet" href="/assets/theme-A1.css"/><title>Cars – $9,990 ✓</title>`
    const body = `<p>Ute – 4×4 🚙 from $29,990</p><p>${'é'.repeat(3000)}</p>${remixScripts}`
    for (const html of [doc(head, body), doc(head, '<p>No scripts – é</p>'), doc('', remixScripts)]) {
      const out = finishDocument(Buffer.from(html, 'utf8'), read)
      expect(out.toString('utf8')).toBe(scriptsAfterLoad(inlineStylesheets(html, read)))
    }
    // Both rewrites happened: the stylesheet is inlined and the imports wait for load.
    const out = finishDocument(Buffer.from(doc(head, body)), read).toString('utf8')
    expect(out).toContain('<style data-inline-css="">:root{--brand:#0e5f6b}</style>')
    expect(out).toContain('<link rel="x-modulepreload" data-href="/assets/manifest-1.js"/>')
  })

  it('reads and joins a list of stylesheets once per reader, and gives every page the same CSS', () => {
    const asked: string[] = []
    const counting = (href: string) => (asked.push(href), read(href))
    const head = `${INLINE_CSS_PLACEHOLDER}<link rel="stylesheet" href="/assets/theme-A1.css"/><link rel="stylesheet" href="/assets/cars-B2.css"/>`
    const pages = ['<title>One</title>', '<title>Two</title>'].map((title) =>
      finishDocument(Buffer.from(doc(head + title, remixScripts)), counting).toString('utf8'),
    )
    expect(asked).toEqual(['/assets/theme-A1.css', '/assets/cars-B2.css'])
    for (const [i, out] of pages.entries()) {
      expect(out).toContain('<style data-inline-css="">:root{--brand:#0e5f6b}\n.car{color:red}</style>')
      expect(out).toContain(i === 0 ? '<title>One</title>' : '<title>Two</title>')
    }
    // Another reader (another build) reads its own.
    finishDocument(Buffer.from(doc(head, remixScripts)), (href) => (asked.push(href), read(href)))
    expect(asked).toHaveLength(4)
  })
})
