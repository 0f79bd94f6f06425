import { describe, expect, it } from 'vitest'
import { DELIVERY_NO_PRICE_MESSAGE } from '@dealer/domain'
import { commentsView, deliveryView, sanitizeFeedHtml } from './car-page-data'

describe('sanitizeFeedHtml', () => {
  it('never lets a script, handler or javascript: url through', () => {
    const dirty =
      '<p onclick="alert(1)">Nice car<script>alert("x")</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a>' +
      '<iframe src="https://evil"></iframe><svg onload="alert(4)"></svg><style>body{display:none}</style><b style="color:red">bold</b>'
    const clean = sanitizeFeedHtml(dirty)
    expect(clean).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<img|<svg|<style|style=/i)
    expect(clean).toContain('<p>Nice car</p>')
    expect(clean).toContain('<b>bold</b>')
  })
  it('keeps safe links with rel and turns plain text into paragraphs', () => {
    expect(sanitizeFeedHtml('<a href="https://x.test/a">a</a>')).toBe(
      '<p><a href="https://x.test/a" rel="nofollow noopener noreferrer">a</a></p>',
    )
    expect(sanitizeFeedHtml('One\n\nTwo <b>&</b>')).toBe('<p>One</p><p>Two <b>&amp;</b></p>')
  })
})

describe('commentsView', () => {
  it('gives the pending text when empty or only unsafe markup', () => {
    expect(commentsView(null)).toEqual({
      kind: 'pending',
      text: 'Dealer comments are pending. Please check back here later.',
    })
    expect(commentsView('<script>alert(1)</script>').kind).toBe('pending')
  })
  it('truncates the preview at 400 characters', () => {
    const v = commentsView(`<p>${'word '.repeat(200)}</p><script>x()</script>`)
    expect(v.kind).toBe('comments')
    if (v.kind !== 'comments') return
    expect(v.truncated).toBe(true)
    expect(v.preview.length).toBeLessThanOrEqual(403)
    expect(v.html).not.toContain('script')
  })
})

describe('deliveryView', () => {
  const brisbane = { lat: -27.45, long: 153.03 }
  it('has the exact messages', () => {
    expect(deliveryView(null, brisbane).kind).toBe('idle')
    expect(deliveryView('', brisbane)).toMatchObject({ error: 'Please enter a postcode.' })
    expect(deliveryView('400', brisbane)).toMatchObject({ error: 'Invalid postcode. Please enter a 4-digit number.' })
    expect(deliveryView('6000', brisbane)).toMatchObject({ error: DELIVERY_NO_PRICE_MESSAGE })
  })
  it('prices a near postcode', () => {
    expect(deliveryView('4000', brisbane)).toMatchObject({ kind: 'price', name: 'Local delivery', price: 'Free' })
    expect(deliveryView('4217', brisbane)).toMatchObject({ kind: 'price', name: 'Metro delivery' })
  })
})
