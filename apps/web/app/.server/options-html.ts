import type { OptionsHtml } from '~/lib/options-html'

const ESCAPES = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' } as const
/** What React writes for text and attribute values (escapeTextForBrowser). */
export const escapeHtml = (value: string) =>
  /["&'<>]/.test(value) ? value.replace(/["&'<>]/g, (c) => ESCAPES[c as keyof typeof ESCAPES]) : value

/**
 * A select's options as the string React's server renderer writes for
 * `<select defaultValue={selected}>` over `<optgroup label>`s and `<option value>{text}</option>`s
 * (each option's text one string): every option whose value is the selected one is marked, in every
 * group, as React marks it. Built directly, without React's per-element work (the search form has
 * some two hundred options); options-html.test.tsx compares it with React's output.
 */
export const optionsHtml: OptionsHtml = (groups, selected) => {
  let html = ''
  for (const group of groups) {
    if (group.heading !== null) html += `<optgroup label="${escapeHtml(group.heading)}">`
    for (const [value, text] of group.options)
      html += `<option value="${escapeHtml(value)}"${value === selected ? ' selected=""' : ''}>${escapeHtml(text)}</option>`
    if (group.heading !== null) html += '</optgroup>'
  }
  return html
}
