import { describe, expect, it } from 'vitest'
import { DELIVERY_NO_PRICE_MESSAGE, type DeliveryPriceTable } from '@dealer/domain'
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
  it('keeps the formatting docs/feeds/README.md lists, and drops other tags and attributes', () => {
    expect(
      sanitizeFeedHtml(
        '<h1 class="x">Title</h1><h2>Sub</h2><p><i>i</i> <em>em</em> <u>u</u> <strong>s</strong></p><ul><li>one</li></ul>' +
          '<ol><li>two</li></ol><p><a href="mailto:a@b.test" target="_blank">m</a> <a href="tel:0400000000">t</a></p>' +
          '<table><tr><td>cell</td></tr></table>',
      ),
    ).toBe(
      '<h3>Title</h3><h3>Sub</h3><p><i>i</i> <em>em</em> <u>u</u> <strong>s</strong></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<p><a href="mailto:a@b.test" rel="nofollow noopener noreferrer">m</a> <a href="tel:0400000000" rel="nofollow noopener noreferrer">t</a></p>cell',
    )
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
  const bands: DeliveryPriceTable = {
    by: 'distance',
    bands: [
      { upToKm: 25, price: 0, name: 'Free local delivery' },
      { upToKm: 120, price: 149, name: 'South East Queensland delivery' },
    ],
  }
  const zones: DeliveryPriceTable = {
    by: 'postcode',
    zones: [
      { name: 'Geelong delivery', price: 0, postcodes: ['3211-3228'] },
      { name: 'Melbourne delivery', price: 350, postcodes: ['3000-3210'] },
    ],
  }

  it('has the exact messages', () => {
    for (const table of [bands, zones]) {
      expect(deliveryView(null, brisbane, table)).toEqual({ kind: 'idle', postcode: '' })
      expect(deliveryView('', brisbane, table)).toMatchObject({ error: 'Please enter a postcode.' })
      expect(deliveryView('400', brisbane, table)).toMatchObject({
        error: 'Invalid postcode. Please enter a 4-digit number.',
      })
      // A well-formed postcode that is nowhere (no place has it) is as invalid.
      expect(deliveryView('0001', brisbane, table)).toMatchObject({
        error: 'Invalid postcode. Please enter a 4-digit number.',
      })
      expect(deliveryView('6000', brisbane, table)).toMatchObject({ error: DELIVERY_NO_PRICE_MESSAGE })
    }
  })

  it("prices by the dealer's distance bands from the car's location", () => {
    expect(deliveryView('4000', brisbane, bands)).toMatchObject({
      kind: 'price',
      name: 'Free local delivery',
      price: 'Free',
      place: expect.stringMatching(/ QLD$/),
    })
    const gold = deliveryView('4217', brisbane, bands)
    expect(gold).toMatchObject({ kind: 'price', name: 'South East Queensland delivery', price: '$149' })
    expect(gold?.kind === 'price' && gold.distanceKm).toBeGreaterThan(25)
    // Bands measure from the car: without its location there is no estimate.
    expect(deliveryView('4000', null, bands)).toMatchObject({ error: DELIVERY_NO_PRICE_MESSAGE })
  })

  it("prices by the dealer's postcode zones, without a distance", () => {
    expect(deliveryView('3214', null, zones)).toMatchObject({
      kind: 'price',
      name: 'Geelong delivery',
      price: 'Free',
      distanceKm: null,
    })
    expect(deliveryView('3000', brisbane, zones)).toMatchObject({ name: 'Melbourne delivery', price: '$350' })
    expect(deliveryView('4000', brisbane, zones)).toMatchObject({ error: DELIVERY_NO_PRICE_MESSAGE })
  })

  it('is null, whatever was asked, for a dealer without a delivery table: no calculator', () => {
    expect(deliveryView(null, brisbane, null)).toBeNull()
    expect(deliveryView('4000', brisbane, null)).toBeNull()
  })
})
