import { describe, expect, it } from 'vitest'
import { accountLinks, SIGN_IN_BACK_MARKER } from '~/lib/layout-props'
import { withSignInBack } from './layout-html'

const signInHref = accountLinks(false).signIn!.href
// The header as a theme renders it: the link's `&` escaped in the attribute.
const header = `<header><a href="${signInHref.replaceAll('&', '&amp;')}">Sign In</a></header>`
const hrefIn = (html: string) => /href="([^"]*)"/.exec(html)![1]!.replaceAll('&amp;', '&')
const backOf = (html: string) => new URL(hrefIn(html), 'http://x').searchParams.get('back')

describe('withSignInBack', () => {
  it('sends the header’s Sign In back to the page it is on, its query too, as one shared header', () => {
    expect(signInHref).toContain(SIGN_IN_BACK_MARKER)
    const html = withSignInBack(header, new URL('http://d.localhost/search/used-cars?make=Toyota&page=2'))
    expect(html).not.toContain(SIGN_IN_BACK_MARKER)
    expect(hrefIn(html)).toBe(
      '/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2Fsearch%2Fused-cars%3Fmake%3DToyota%26page%3D2',
    )
    expect(backOf(html)).toBe('/search/used-cars?make=Toyota&page=2')
  })

  it('never back into the form dialog, and on sign-in itself keeps that page’s own safe Back target', () => {
    expect(backOf(withSignInBack(header, new URL('http://d.localhost/cars/a-car/enquire?embed=1')))).toBe(
      '/cars/a-car/enquire',
    )
    expect(backOf(withSignInBack(header, new URL('http://d.localhost/sign-in?back=%2Fcars%2Fa-car')))).toBe(
      '/cars/a-car',
    )
    expect(backOf(withSignInBack(header, new URL('http://d.localhost/sign-in?back=https%3A%2F%2Fevil.example')))).toBe(
      '/',
    )
  })

  it('writes nothing an attribute would need escaped, whatever the path holds', () => {
    const html = withSignInBack(header, new URL('http://d.localhost/x"><script>?q=<b>&r="\''))
    expect(html).not.toMatch(/<script|<b>/)
    expect(html.match(/"/g)).toHaveLength(2)
  })
})
