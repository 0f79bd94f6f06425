import { describe, expect, it } from 'vitest'
import { unhandledAppLink } from './unhydrated-links'

const origin = 'http://dealer.localhost'

/**
 * A click on an element inside `link` (null: no Remix link around it), as the DOM reports it: `closest`
 * finds the link only when it matches the selector's conditions (no target, download or dialog).
 */
function click(
  link: { href: string; target?: string; download?: boolean; dialog?: string } | null,
  init = {},
  hydrated = false,
) {
  const plain = link && !link.target && !link.download && !link.dialog
  const anchor = plain ? { href: new URL(link.href, origin).href } : null
  if (anchor && hydrated) Object.assign(anchor, { __reactFiber$abc: {} })
  const target = {
    closest: (selector: string) =>
      selector === 'a[data-discover]:not([target]):not([download]):not([data-dialog])' ? anchor : null,
  }
  return {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    target,
    ...init,
  } as unknown as MouseEvent
}

describe('unhandledAppLink', () => {
  it('gives the path of an in-site Remix link React did not handle', () => {
    expect(unhandledAppLink(click({ href: '/search/used-cars?make=Kia#results' }), origin)).toBe(
      '/search/used-cars?make=Kia#results',
    )
  })

  it('leaves a click alone that React or another handler took, or that opens elsewhere', () => {
    expect(unhandledAppLink(click({ href: '/' }, { defaultPrevented: true }), origin)).toBeNull()
    expect(unhandledAppLink(click({ href: '/' }, { button: 1 }), origin)).toBeNull()
    expect(unhandledAppLink(click({ href: '/' }, { ctrlKey: true }), origin)).toBeNull()
    expect(unhandledAppLink(click({ href: '/' }, { metaKey: true }), origin)).toBeNull()
    expect(unhandledAppLink(click({ href: '/', target: '_blank' }), origin)).toBeNull()
    expect(unhandledAppLink(click({ href: '/brochure.pdf', download: true }), origin)).toBeNull()
    expect(unhandledAppLink(click({ href: '/cars/x/enquire', dialog: 'enquire' }), origin)).toBeNull()
    expect(unhandledAppLink(click({ href: 'https://other.example/' }), origin)).toBeNull()
    expect(unhandledAppLink(click(null), origin)).toBeNull()
    // A link React hydrated or rendered is React's to handle.
    expect(unhandledAppLink(click({ href: '/' }, {}, true), origin)).toBeNull()
  })
})
