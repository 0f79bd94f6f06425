import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from 'react'
import { useFetchers, useNavigation } from '@remix-run/react'
import { usePartRenderer } from '~/lib/static-layout'

/** What a shopper does to a part of the page that means they are about to use it. */
const REACHING_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'input', 'change', 'keydown'] as const

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

function sameProps(a: object, b: object): boolean {
  const left = Object.entries(a)
  const right = new Map(Object.entries(b))
  return left.length === right.size && left.every(([k, v]) => right.has(k) && Object.is(v, right.get(k)))
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
    if (typeof document === 'undefined') return { default: (loaded = await load()) }
    await reached(options, now)
    try {
      loaded = await load()
    } catch (error) {
      // The code did not come (a dropped connection on a phone). While the part's server HTML is on
      // the page it works as it does without JavaScript (a lead form posts and the server answers),
      // so it stays as it is, dehydrated, rather than the page giving way to its error boundary.
      // With nothing of the server's to keep, the error goes on to the boundary.
      if (document.getElementById(options.id)?.hasChildNodes()) return new Promise<never>(() => {})
      throw error
    }
    return { default: loaded }
  }) as unknown as ComponentType<P>
  function LoadNow() {
    useEffect(loadNow, [])
    return null
  }
  function OnDemand(props: P) {
    const renderPart = usePartRenderer()
    const Loaded = loaded
    const served = useRef<{ props: P; fresh: boolean }>({ props, fresh: false })
    // A navigation or a fetcher under way renders this again, and the router's new state reaches
    // the boundary through context. A part whose server HTML came from the cache holds no router
    // context, so nothing reaches it; its boundary stays dehydrated (hydrating it would not match
    // the cache's wrapper). Any other part's code is asked for now.
    const navigation = useNavigation()
    const fetchers = useFetchers()
    const busy = navigation.state !== 'idle' || fetchers.some((f) => f.state !== 'idle')
    const inBrowser = typeof document !== 'undefined'
    const reachedByRouter = busy && !(options.inert && options.cacheHtml)
    if (inBrowser && reachedByRouter) loadNow()
    // An update to a boundary still dehydrated is React error 421 when it comes outside a
    // transition (seen in CI on a search page's 'Page 2'). So while its code has not come, a part
    // the router reaches, or one given new props (a client-side navigation before the shopper
    // reached it), is replaced by a fresh boundary, which renders on the client (its fallback asks
    // for the code).
    if (
      inBrowser &&
      !served.current.fresh &&
      Loaded === null &&
      (reachedByRouter || !sameProps(served.current.props, props))
    )
      served.current.fresh = true
    // The browser keeps whatever lies inside an inert part's boundary until it renders the part
    // afresh, so a wrapper that lays out as nothing holds the cached HTML. A part that renders
    // nothing has no element to wait for: the browser loads and hydrates it at once, so the
    // boundary must then hold nothing either.
    const html =
      options.inert && options.cacheHtml && renderPart && Loaded
        ? renderPart(`${options.id}\u0000${JSON.stringify(props)}`, <Loaded {...props} />)
        : null
    return (
      <Suspense key={served.current.fresh ? 'client' : 'server'} fallback={<LoadNow />}>
        {html === null ? (
          <Part {...props} />
        ) : html === '' ? null : (
          <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </Suspense>
    )
  }
  return memo(OnDemand) as unknown as ComponentType<P>
}
