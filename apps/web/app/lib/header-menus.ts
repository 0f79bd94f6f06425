import { useEffect } from 'react'

/*
 * Escape for the header's dropdowns (WCAG 1.4.13: what hover or focus shows can be dismissed
 * without moving the pointer or the focus). The header is static HTML (ADR 008): a dropdown is an
 * item marked `data-dropdown` (themes/base/src/header/nav-menus.tsx), whose menu opens by its
 * <details> toggle (click mode: the item is the <details>) or, in hover mode, under the pointer.
 * Everything else about them works without JavaScript; this only adds the key.
 */

/** The <details> that opens a dropdown item: the item itself (click mode) or its toggle (hover mode). */
const toggleOf = (item: HTMLElement) =>
  item instanceof HTMLDetailsElement ? item : item.querySelector<HTMLDetailsElement>(':scope > details')

/**
 * Closes the header dropdown Escape is meant for: the open one, the one holding focus, the one
 * under the pointer (marked `data-dismissed` until the pointer leaves, so hover does not show it
 * again at once). Focus inside its panel goes back to its toggle. True when one was closed.
 */
export function closeHeaderMenu(doc: Document): boolean {
  const focused = doc.activeElement
  let closed = false
  for (const item of doc.querySelectorAll<HTMLElement>('[data-dropdown]')) {
    const toggle = toggleOf(item)
    const summary = toggle?.querySelector<HTMLElement>(':scope > summary')
    const hovered = item.dataset.dropdown === 'hover' && item.matches(':hover') && !('dismissed' in item.dataset)
    // Focus in the panel: not the toggle, nor the parent link beside it (hover mode).
    const inPanel =
      focused !== null && item.contains(focused) && !summary?.contains(focused) && focused.parentElement !== item
    if (!toggle?.open && !hovered && !inPanel) continue
    if (toggle) toggle.open = false
    if (hovered) {
      item.dataset.dismissed = ''
      item.addEventListener('pointerleave', () => delete item.dataset.dismissed, { once: true })
    }
    if (inPanel) summary?.focus()
    closed = true
  }
  return closed
}

/**
 * Closes every open header dropdown that `target` is not in: focus tabbed on past the menu's last
 * link, or a press landed elsewhere on the page, and the menu would otherwise stay open over it.
 */
export function closeHeaderMenusOutside(doc: Document, target: EventTarget | null): void {
  for (const item of doc.querySelectorAll<HTMLElement>('[data-dropdown]')) {
    const toggle = toggleOf(item)
    if (toggle?.open && !(target instanceof Node && item.contains(target))) toggle.open = false
  }
}

/**
 * Escape closes an open header dropdown, wherever it was opened from (see `closeHeaderMenu`); focus
 * or a press outside an open one closes it too.
 */
export function useHeaderMenus(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      if (closeHeaderMenu(document)) event.preventDefault()
    }
    const onOutside = (event: Event) => closeHeaderMenusOutside(document, event.target)
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onOutside)
    document.addEventListener('pointerdown', onOutside)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onOutside)
      document.removeEventListener('pointerdown', onOutside)
    }
  }, [])
}
