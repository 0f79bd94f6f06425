import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtAssetReader, INLINE_CSS_PLACEHOLDER, inlineStylesheets, lowPriorityScripts } from './document-assets'

const sheets: Record<string, string> = {
  '/assets/theme-A1.css': ':root{--brand:#0e5f6b}',
  '/assets/cars-B2.css': '.car{color:red}',
}
const read = (href: string) => sheets[href] ?? null

const doc = (head: string, body = '<p>Car</p>') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

describe('inlineStylesheets', () => {
  it('puts every linked stylesheet, in order, into the placeholder and leaves the links without an href', () => {
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
    expect(out).toContain('<link rel="stylesheet" data-inlined="/assets/theme-A1.css" data-theme-css="coastal"/>')
    expect(out).toContain('<link rel="stylesheet" data-inlined="/assets/cars-B2.css"/>')
    expect(out).toContain('<link rel="icon" href="/favicon.svg"/>')
    expect(out).not.toMatch(/rel="stylesheet" href=/)
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

describe('lowPriorityScripts', () => {
  it('asks for every preloaded module at low priority', () => {
    const html = doc(
      '',
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>',
    )
    const out = lowPriorityScripts(html)
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href="\/assets\/[ab]\.js"\/>/g)).toHaveLength(2)
  })
})
