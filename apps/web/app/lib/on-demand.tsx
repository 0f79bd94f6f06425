import { lazy, memo, Suspense, useEffect, useLayoutEffect, useRef, type ComponentType } from 'react'
import { useFetchers, useNavigation } from '@remix-run/react'
import { usePartRenderer } from '~/lib/static-layout'

/** What a shopper does to a part of the page that means they are about to use it. */
// A touch is a pointerdown first; typing, a change or input comes after focusin, or, for an element
// focused before the page's code ran, after a keydown. A value can also change with none of these
// (the browser's autofill, a choice made by assistive technology or a script): the input or change
// itself then counts, or the form's code would never come and its lists (a test drive's times for
// the chosen day) would not follow the choice.
const REACHING_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'change'] as const

export interface OnDemandOptions {
  /** The id of the part's outermost element, as the server renders it. */
  readonly id: string
  /** Also load once the part comes within 300 px of the viewport (a part that animates or draws itself on view). */
  readonly whenVisible?: boolean
  /**
   * The part does nothing in the browser (plain links and forms): its server HTML is kept and its
   * code loads only when React must render it afresh (a client-side navigation, new loader data).
   */
  readonly inert?: boolean
  /**
   * An inert part that uses no Remix component (Link, Form): since the browser never hydrates it,
   * the server renders it once per distinct props as static HTML (`renderPart`,
   * app/.server/layout-html.ts) and reuses that.
   */
  readonly cacheHtml?: boolean
}

/**
 * Resolves once the shopper reaches the server-rendered element `id` (a pointer over it, a touch,
 * focus or typing in it; or, with `whenVisible`, once it nears the viewport), at once when there is
 * no such element (the page came by a client-side navigation and has nothing to keep). The events
 * are heard on `window` in the capture phase: React stops the propagation of events aimed at a part
 * it has not hydrated yet when they reach the document.
 */
function reached({ id, whenVisible = false, inert = false }: OnDemandOptions, now: Promise<void>): Promise<void> {
  const element = document.getElementById(id)
  if (!element) return Promise.resolve()
  if (inert) return now
  return new Promise<void>((resolve) => {
    let observer: IntersectionObserver | null = null
    const done = () => {
      for (const type of REACHING_EVENTS) window.removeEventListener(type, heard, true)
      observer?.disconnect()
      resolve()
    }
    const heard = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) done()
    }
    for (const type of REACHING_EVENTS) window.addEventListener(type, heard, { capture: true, passive: true })
    if (whenVisible && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
        rootMargin: '300px',
      })
      observer.observe(element)
    }
    void now.then(done)
  })
}

/**
 * Whether two props hold the same values: plain objects and arrays compared member by member,
 * anything else (a date, a function) by identity, which at worst counts equal props as new. A
 * revalidation after a fetcher (Compare, Save) gives the page new objects with the same values,
 * which must not count as new props.
 */
export function sameProps(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const proto = Object.getPrototypeOf(a) as unknown
  if (
    proto !== Object.getPrototypeOf(b) ||
    (proto !== Object.prototype && proto !== Array.prototype && proto !== null)
  ) {
    return false
  }
  const left = Object.entries(a)
  const right = b as Record<string, unknown>
  return (
    left.length === Object.keys(b).length && left.every(([k, v]) => Object.hasOwn(right, k) && sameProps(v, right[k]))
  )
}

/** Markup kept as a string (a cached part, a part's copy), in a wrapper that lays out as nothing. */
function HtmlContents({ html }: { html: string }) {
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />
}

/** What the shopper put in a part's form controls (each one's value and tick, in document order) and which had focus. */
export interface Typed {
  v: readonly (readonly [value: string, checked: boolean, name: string])[]
  f: number
}

const controlsIn = (root: Element | null | undefined) => [
  ...(root?.querySelectorAll<HTMLInputElement>('input,select,textarea') ?? []),
]

export function readTyped(root: Element | null | undefined): Typed {
  const controls = controlsIn(root)
  return {
    v: controls.map((c) => [c.value, c.checked, c.name]),
    f: controls.indexOf(document.activeElement as HTMLInputElement),
  }
}

/**
 * Puts `typed` back into the controls under `root` (the same markup drawn again, from the same
 * props). A value or tick that differs is set through the element's own setter, behind React's
 * back, and announced as the shopper's own input is: React then sees a change, so a controlled
 * component's state follows (a text field or select; a controlled checkbox would need a click),
 * and conform hears it; an uncontrolled form reads the DOM anyway. Focus comes back to the control
 * that had it, unless something else took it meanwhile.
 */
export function writeTyped(root: Element | null, { v, f }: Typed) {
  const controls = controlsIn(root)
  controls.forEach((c, i) => {
    ;(['value', 'checked'] as const).forEach((key, k) => {
      if (v[i]?.[2] === c.name && c.type !== 'file' && c[key] !== v[i][k]) {
        Reflect.set(Object.getPrototypeOf(c) as object, key, v[i][k], c)
        for (const type of ['input', 'change']) c.dispatchEvent(new Event(type, { bubbles: true }))
      }
    })
  })
  if (document.activeElement === document.body) controls[f]?.focus()
}

/**
 * What the shopper put into a part, carried over each time React draws the part again (its copy,
 * then the part once its code has come): read as React renders the part afresh (`read`, placed
 * before the part), before React takes the server's HTML or the copy away or hydrates the server's
 * controls (hydrating a textarea puts the server's text back); put back once the new markup is on
 * the page (placed after the part, after the part's own layout effects, so conform hears the input;
 * before the copy, whose last values it reads again as React takes it away).
 */
function Retyped({ id, kept, read }: { id: string; kept: { typed?: Typed }; read?: boolean }) {
  const part = () => document.getElementById(id)
  if (read) kept.typed = readTyped(part())
  useLayoutEffect(
    () => {
      if (read || !kept.typed) return
      writeTyped(part(), kept.typed)
      return () => void (kept.typed = readTyped(part()))
    },
    // Once, as the markup is drawn: a part drawn afresh is a new boundary.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
  return null
}

/**
 * A part of a page whose JavaScript loads when the shopper reaches it, not with the page
 * (bench/pages/RESULTS.md, session 8). The server renders it whole, as before. In the browser its
 * server HTML stays as it is, and works as plain HTML (links, GET forms, <details>), until its
 * module arrives: React leaves a Suspense boundary whose code is still loading dehydrated and
 * hydrates it then. The part is memoised, so the page re-rendering with the same props never
 * disturbs it before then; should React still have to render it afresh before its code is there
 * (new loader data), the fallback asks for the code at once.
 *
 * `load` must be a literal `() => import('...').then(...)` so the bundler makes the part its own chunk.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: OnDemandOptions,
): ComponentType<P> {
  let loadNow: () => void = () => {}
  const now = new Promise<void>((resolve) => (loadNow = resolve))
  // On the server, the component once loaded (the first request renders it through Suspense).
  let loaded: ComponentType<P> | null = null
  const Part = lazy(async () => {
    if (typeof document !== 'undefined') await reached(options, now)
    // Code that does not come (a dropped connection on a phone): while the part's server HTML is on
    // the page it works as it does without JavaScript (a lead form posts and the server answers), so
    // it stays, dehydrated, rather than the page giving way to its error boundary. With nothing of
    // the server's to keep (or on the server), the error goes on to the boundary.
    const component = await load().catch((error: unknown) =>
      typeof document !== 'undefined' && document.getElementById(options.id)?.hasChildNodes()
        ? new Promise<never>(() => {})
        : Promise.reject(error),
    )
    loaded = component
    return { default: component }
  }) as unknown as ComponentType<P>
  function LoadNow() {
    useEffect(loadNow, [])
    return null
  }
  function OnDemand(props: P) {
    const renderPart = usePartRenderer()
    const Loaded = loaded
    // `copy`: the part's server HTML as it was on the page at the path `at` (below).
    // `typed`: what the shopper put into the part or its copy (`Retyped`).
    const served = useRef<{
      props: P
      fresh: boolean
      copy?: string
      at?: string
      typed?: Typed
    }>({ props, fresh: false })
    // A navigation or a fetcher under way renders this again, and the router's new state reaches
    // the boundary through context: React marks every boundary still dehydrated below the router
    // as updated, whatever it reads, and one whose code has not come is then drawn afresh. A part
    // that does something in the browser has its code asked for now.
    const navigation = useNavigation()
    const fetchers = useFetchers()
    const busy = navigation.state !== 'idle' || fetchers.some((f) => f.state !== 'idle')
    const inBrowser = typeof document !== 'undefined'
    if (inBrowser && busy && !options.inert) loadNow()
    const same = sameProps(served.current.props, props)
    // An update to a boundary still dehydrated is React error 421 when it comes outside a
    // transition (seen in CI on a search page's 'Page 2'). So while its code has not come, a part
    // the router reaches, or one given new props (a client-side navigation before the shopper
    // reached it), is replaced by a fresh boundary, which renders on the client. Until the part
    // renders there, the fresh boundary shows a copy of its server HTML, taken from the page before
    // React replaces the old boundary: without it the part blanked while a fetcher ran (on a car
    // page, 'Compare' emptied two fifths of the page until the parts' code came). An inert part's
    // copy is the part (links, GET forms), so it asks for no code; any other part's fallback asks
    // for its code. The copy is shown only at the address it was taken at: a revalidation after a
    // fetcher may change the part a little (a card's compare state) until its code comes, but the
    // next page (another car) never shows this page's copy.
    if (inBrowser && !served.current.fresh && Loaded === null && (busy || !same)) {
      served.current.fresh = true
      // (What the shopper put into it is read by `Retyped` as this renders.)
      if (same) served.current.copy = document.getElementById(options.id)?.outerHTML
      served.current.at = location.pathname
    }
    const copy = (inBrowser && served.current.at === location.pathname && served.current.copy) || null
    // The browser keeps whatever lies inside an inert part's boundary until it renders the part
    // afresh, so a wrapper that lays out as nothing holds the cached HTML. A part that renders
    // nothing has no element to wait for: the browser loads and hydrates it at once, so the
    // boundary must then hold nothing either.
    const html =
      options.inert && options.cacheHtml && renderPart && Loaded
        ? renderPart(`${options.id}\u0000${JSON.stringify(props)}`, <Loaded {...props} />)
        : null
    // Only while the part's code has not drawn it: once it has, the part is React's (a remount for
    // another step or page must not take what the shopper put into the markup it replaces).
    const retype = inBrowser && Loaded === null
    return (
      <Suspense
        key={served.current.fresh ? 'client' : 'server'}
        fallback={
          <>
            {copy !== null && options.inert ? null : <LoadNow />}
            {copy === null ? null : <Retyped id={options.id} kept={served.current} />}
            {copy === null ? null : <HtmlContents html={copy} />}
          </>
        }
      >
        {retype && <Retyped id={options.id} kept={served.current} read />}
        {html === null ? <Part {...props} /> : html === '' ? null : <HtmlContents html={html} />}
        {retype && <Retyped id={options.id} kept={served.current} />}
      </Suspense>
    )
  }
  return memo(OnDemand, sameProps) as unknown as ComponentType<P>
}
