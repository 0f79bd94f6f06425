import fs from 'node:fs'
import path from 'node:path'

/*
 * How the document asks for its assets (docs/decisions/020-inline-css.md): its stylesheets inlined,
 * its scripts fetched after what the shopper sees first.
 *
 * The page's stylesheets, inlined into its document. A car page
 * linked seven small CSS files (16 KB compressed in all); on a phone each one is a request the first
 * paint waits for. The built document instead carries their text in one <style> in the head, and its
 * <link> elements stay in place without an href: React hydrates them as they are (it neither compares
 * nor sets attributes while hydrating), so nothing is fetched twice and nothing moves. A stylesheet a
 * later client-side navigation needs is linked by Remix as usual.
 */

/** The empty <style> the root layout renders in the head, filled here. */
export const INLINE_CSS_PLACEHOLDER = '<style data-inline-css=""></style>'
/** The placeholder as the page renders it: with the response's CSP nonce (ADR 018), kept on the filled element. */
const PLACEHOLDER = /<style data-inline-css=""((?: nonce="[^"<>]*")?)><\/style>/

/** A built stylesheet link as React renders it (`rel` first, then `href`, then any other attributes). */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"([^>]*)\/>/g

/** The text of one built asset, or null when there is none (dev, or a file that is not there). */
export type AssetReader = (href: string) => string | null

/**
 * Inlines every built stylesheet linked in the document's head, in document order, into the
 * placeholder. A document without the placeholder (no root layout: an error page of the server) or
 * with a stylesheet the reader cannot read is returned unchanged, so a page never loses its styles.
 */
export function inlineStylesheets(html: string, read: AssetReader): string {
  const parts = inlinedHead(html, read)
  return parts ? `${parts.before}${parts.css.toString('utf8')}${parts.after}` : html
}

/**
 * The stylesheets of a list of links, joined and escaped, as bytes, per reader (a reader's assets
 * never change: they are hashed) and list: the same few lists serve every page.
 */
const joinedSheets = new WeakMap<AssetReader, Map<string, Buffer>>()
const MAX_JOINED = 200

/**
 * `inlineStylesheets` as three parts: the text up to the inside of the filled `<style>`, its CSS as
 * bytes, and the text after it; null to leave the document as it is.
 */
function inlinedHead(html: string, read: AssetReader): { before: string; css: Buffer; after: string } | null {
  const at = html.search(PLACEHOLDER)
  const headEnd = html.indexOf('</head>')
  if (at < 0 || headEnd < at) return null
  const head = html.slice(0, headEnd)
  const hrefs: string[] = []
  for (const [, href] of head.matchAll(STYLESHEET_LINK)) hrefs.push(href!)
  if (hrefs.length === 0) return null
  let byList = joinedSheets.get(read)
  if (!byList) joinedSheets.set(read, (byList = new Map()))
  const key = hrefs.join(' ')
  let css = byList.get(key)
  if (css === undefined) {
    const sheets: string[] = []
    for (const href of hrefs) {
      const text = read(href)
      if (text === null) return null
      sheets.push(text)
    }
    // A stylesheet cannot end the element early: `</style` inside it (in a string or a comment) is escaped.
    css = Buffer.from(sheets.join('\n').replace(/<\/style/gi, '<\\/style'), 'utf8')
    if (byList.size >= MAX_JOINED) byList.clear()
    byList.set(key, css)
  }
  const newHead = head.replace(
    STYLESHEET_LINK,
    // Kept with its address but `disabled`, which a browser does not fetch: a part whose code loads
    // later (Vite's preload of its chunk) finds the stylesheet it needs already in the page by its href.
    (_link, href: string, rest: string) => `<link rel="stylesheet" href="${href}" disabled="" data-inlined=""${rest}/>`,
  )
  const placeholder = PLACEHOLDER.exec(newHead)!
  const open = `<style data-inline-css=""${placeholder[1] ?? ''}>`
  return {
    before: newHead.slice(0, placeholder.index) + open,
    css,
    after: `</style>${newHead.slice(placeholder.index + placeholder[0].length)}${html.slice(headEnd)}`,
  }
}

/**
 * The client build folder (`build/client`) seen from the folder of the server module that asks:
 * `build/server`, or a chunk folder inside it. The nearest `client` folder beside an ancestor wins;
 * without one (dev) the first guess is returned, and nothing is read from it.
 */
export function builtClientDir(moduleDir: string, exists: (dir: string) => boolean = fs.existsSync): string {
  const guesses = [path.resolve(moduleDir, '../client'), path.resolve(moduleDir, '../../client')]
  return guesses.find((dir) => exists(path.join(dir, 'assets'))) ?? guesses[0]!
}

/**
 * Reads built assets from the client build folder, each once (they are hashed, so they never change
 * while the server runs). Only names in `assets/` are read, never a path that climbs out of it.
 */
export function builtAssetReader(clientDir: string): AssetReader {
  const cache = new Map<string, string | null>()
  return (href) => {
    const name = href.slice('/assets/'.length)
    if (!href.startsWith('/assets/') || name.includes('/') || name.startsWith('.')) return null
    let css = cache.get(name)
    if (css === undefined) {
      try {
        css = fs.readFileSync(path.join(clientDir, 'assets', name), 'utf8')
      } catch {
        css = null
      }
      cache.set(name, css)
    }
    return css
  }
}

/** Remix's module script: its static imports, then the code that starts the app (manifest, route modules, entry). */
const MODULE_SCRIPT = /<script((?: nonce="[^"<>]*")?) type="module" async="">([\s\S]*?)<\/script>/
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"\\]+");$/
const PRELOAD = /<link rel="modulepreload" href="([^"<>]+)"/g

/**
 * The page's scripts, started once the page has loaded (docs/decisions/020-inline-css.md): every
 * page reads and works without JavaScript (it only enhances), so the scripts wait until what the
 * shopper came for (the text, the first photo) has arrived instead of competing with it for a
 * phone's bandwidth and processor. Remix's module script is rewritten from static imports, which a
 * browser fetches as soon as it reads them, into the same imports made when `load` fires (or 4
 * seconds after the document was read, so one slow image never keeps the page from its scripts);
 * the `modulepreload` links keep their place until then under a name no browser acts on
 * (`x-modulepreload`, address in `data-href`: a `modulepreload` link without an address is a console
 * warning in Chromium, one per module), and get both back at that moment so the modules still
 * download side by side. React hydrates both elements as they are
 * (it neither compares nor sets attributes while hydrating). A document whose module script is not
 * in the shape Remix writes is returned unchanged.
 */
export function scriptsAfterLoad(html: string): string {
  const script = MODULE_SCRIPT.exec(html)
  if (!script) return html
  const [whole, nonce = '', text = ''] = script
  const lines = text.split('\n')
  const names: string[] = []
  const specifiers: string[] = []
  let line = 0
  for (; line < lines.length; line++) {
    const statement = lines[line]!.trim()
    // With lazy route discovery Remix writes an empty statement where the manifest's import was.
    if (statement === ';' || statement === '') continue
    const imported = STATIC_IMPORT.exec(statement)
    if (!imported) break
    names.push(imported[1] ?? `_${line}`)
    specifiers.push(imported[2]!)
  }
  const rest = lines.slice(line).join('\n')
  if (specifiers.length === 0 || /^\s*import[\s"*{]/m.test(rest)) return html
  const started = [
    'const start = () => {',
    '  removeEventListener("load", start)',
    '  clearTimeout(late)',
    '  for (const link of document.querySelectorAll("link[rel=x-modulepreload][data-href]")) {',
    '    link.href = link.dataset.href',
    '    link.rel = "modulepreload"',
    '  }',
    `  Promise.all([${specifiers.map((s) => `import(${s})`).join(', ')}]).then(([${names.join(', ')}]) => {`,
    rest,
    '  })',
    '}',
    'const late = setTimeout(start, 4000)',
    'if (document.readyState === "complete") start()',
    'else addEventListener("load", start)',
  ].join('\n')
  const at = script.index
  const before = html.slice(0, at).replace(PRELOAD, '<link rel="x-modulepreload" data-href="$1"')
  return `${before}<script${nonce} type="module" async="">${started}</script>${html.slice(at + whole.length)}`
}

const HEAD_END = '</head>'
const FIRST_PRELOAD = '<link rel="modulepreload"'

/**
 * The finished document as bytes: its stylesheets inlined and its scripts started after `load`
 * (both above), reading as text only the two parts they change. The head (up to `</head>`) and the
 * tail from Remix's first `modulepreload` link (its module script follows them, at the end of the
 * body) are decoded and rewritten; the body between them, nearly all of a page's bytes, is passed on
 * as the bytes React wrote, never decoded and encoded again. A document without that shape gets
 * the same two functions over its whole text.
 */
export function finishDocument(doc: Buffer, read: AssetReader): Buffer<ArrayBuffer> {
  const headEnd = doc.indexOf(HEAD_END)
  const tailStart = doc.indexOf(FIRST_PRELOAD)
  if (headEnd < 0 || tailStart < headEnd) {
    return Buffer.from(scriptsAfterLoad(inlineStylesheets(doc.toString('utf8'), read)), 'utf8')
  }
  const bodyStart = headEnd + HEAD_END.length
  const head = doc.toString('utf8', 0, bodyStart)
  const inlined = inlinedHead(head, read)
  return Buffer.concat([
    ...(inlined
      ? [Buffer.from(inlined.before, 'utf8'), inlined.css, Buffer.from(inlined.after, 'utf8')]
      : [Buffer.from(head, 'utf8')]),
    doc.subarray(bodyStart, tailStart),
    Buffer.from(scriptsAfterLoad(doc.toString('utf8', tailStart)), 'utf8'),
  ])
}
