import type { LinkData, NavEntry } from '@dealer/theme-contract'

/**
 * aria-current for a header entry: 'page' for a plain link, 'true' (the current section) for an
 * entry with a dropdown, since the page may be one of its children.
 */
export function ariaCurrent(entry: NavEntry): 'page' | 'true' | undefined {
  if (!entry.current) return undefined
  return entry.children.length > 0 ? 'true' : 'page'
}

/**
 * The links of a dropdown. In click mode the parent is a <summary>, not a link, so its own page
 * is added on top unless one of the children already goes there.
 */
export function dropdownLinks(entry: NavEntry): { parent: LinkData | null; children: readonly LinkData[] } {
  const covered = entry.children.some((child) => child.href === entry.href)
  return { parent: covered ? null : { label: entry.label, href: entry.href }, children: entry.children }
}
