/*
 * A tiny XML writer: enough for ADF, with escaping in one place. Building strings by hand is
 * how lead XML gets broken by a shopper typing "<" or "&" in a comment.
 */

/** An element: name, attributes in order, children (elements or text). */
export interface XmlElement {
  name: string
  attrs: [string, string][]
  children: (XmlElement | string)[]
}

type Child = XmlElement | string | null | undefined | false

/** An element; null, undefined and false children are left out, so optional parts read inline. */
export function el(
  name: string,
  attrs: Record<string, string | null | undefined> = {},
  ...children: Child[]
): XmlElement {
  return {
    name,
    attrs: Object.entries(attrs).filter((a): a is [string, string] => typeof a[1] === 'string'),
    children: children.filter((c): c is XmlElement | string => c !== null && c !== undefined && c !== false),
  }
}

// Characters XML 1.0 does not allow at all, even escaped: most C0 controls, lone surrogates,
// U+FFFE and U+FFFF. They are replaced so one bad character cannot make a whole lead unreadable.
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu

/** Text safe for element content. */
export function escapeXmlText(text: string): string {
  return text.replace(NOT_XML, '\ufffd').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Text safe for a double-quoted attribute value (newlines kept as character references). */
export function escapeXmlAttr(text: string): string {
  return escapeXmlText(text)
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')
}

/** Renders an element with two-space indentation; elements holding only text stay on one line. */
export function renderXml(node: XmlElement, depth = 0): string {
  const pad = '  '.repeat(depth)
  const attrs = node.attrs.map(([k, v]) => ` ${k}="${escapeXmlAttr(v)}"`).join('')
  if (node.children.length === 0) return `${pad}<${node.name}${attrs}></${node.name}>`
  if (node.children.every((c) => typeof c === 'string')) {
    return `${pad}<${node.name}${attrs}>${node.children.map((c) => escapeXmlText(c as string)).join('')}</${node.name}>`
  }
  const inner = node.children
    .map((c) => (typeof c === 'string' ? `${'  '.repeat(depth + 1)}${escapeXmlText(c)}` : renderXml(c, depth + 1)))
    .join('\n')
  return `${pad}<${node.name}${attrs}>\n${inner}\n${pad}</${node.name}>`
}
