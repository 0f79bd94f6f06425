import { Fragment, isValidElement, type ReactNode } from 'react'

/*
 * Reading static markup and element trees the way the app's selectors do (tests only), for the
 * contract suite and the themes' own tests.
 */

const decode = (value: string) =>
  value
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The text a reader gets: tags dropped, entities decoded, white space collapsed. */
export function textOf(html: string): string {
  return decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
}

/** A value as React writes it into an attribute or text: `&` escaped. */
export const escape = (value: string) => value.replace(/&/g, '&amp;')

/** How many times a string (or every match of a global pattern) occurs in the markup. */
export const count = (html: string, needle: string | RegExp) =>
  typeof needle === 'string' ? html.split(needle).length - 1 : (html.match(needle) ?? []).length

/** An element found in static markup: its attributes (decoded), inner HTML and text. */
export interface FoundElement {
  readonly attrs: Readonly<Record<string, string>>
  readonly inner: string
  readonly text: string
  /** Where its start tag begins in the markup. */
  readonly at: number
}

function attributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  for (const m of source.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attrs[m[1]!] = decode(m[2] ?? '')
  return attrs
}

/**
 * Every element of a tag in the markup, outermost first. Elements of the same tag must not nest
 * (true of links, articles, navs and headings in a slot), or the inner HTML is cut at the first end tag.
 */
export function elementsOf(html: string, tag: string): FoundElement[] {
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>(.*?)</${tag}>`, 'gs')
  return [...html.matchAll(pattern)].map((m) => ({
    attrs: attributes(m[1] ?? ''),
    inner: m[2]!,
    text: textOf(m[2]!),
    at: m.index,
  }))
}

/** The start tag of the markup's first element, as attributes. */
export function rootOf(html: string): { tag: string; attrs: Record<string, string> } {
  const m = /^<([\w-]+)(\s[^>]*)?>/.exec(html)
  return { tag: m?.[1] ?? '', attrs: attributes(m?.[2] ?? '') }
}

/**
 * What keeps a part from being static HTML (ADR 008: the Header and Footer are rendered once with
 * renderToStaticMarkup and never hydrated): an event handler (`on…`) on an element, a hook
 * (state, effects, context: calling the component outside React throws), a class component.
 * Walks the element tree by calling each function component with its props.
 */
export function staticViolations(node: ReactNode, where = 'root'): string[] {
  if (Array.isArray(node)) return node.flatMap((child, i) => staticViolations(child as ReactNode, `${where}[${i}]`))
  if (!isValidElement(node)) return []
  const props = (node.props ?? {}) as Record<string, unknown> & { children?: ReactNode }
  const type = node.type as unknown
  if (typeof type === 'string') {
    const handlers = Object.keys(props).filter((key) => /^on[A-Z]/.test(key) && props[key] !== undefined)
    const own = handlers.map((key) => `${where} > ${type}: event handler ${key}`)
    return [...own, ...staticViolations(props.children, `${where} > ${type}`)]
  }
  if (type === Fragment) return staticViolations(props.children, where)
  if (typeof type === 'function') {
    const name = (type as { displayName?: string; name?: string }).displayName || (type as { name: string }).name
    if ((type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent) {
      return [`${where} > ${name}: a class component`]
    }
    let rendered: ReactNode
    try {
      rendered = (type as (p: unknown) => ReactNode)(props)
    } catch (error) {
      return [`${where} > ${name}: uses a hook or fails outside React (${(error as Error).message.split('\n')[0]})`]
    }
    return staticViolations(rendered, `${where} > ${name}`)
  }
  // memo, forwardRef, context, lazy, portals: not plain HTML.
  return [`${where}: a ${String((type as { $$typeof?: symbol })?.$$typeof?.description ?? type)} element`]
}
