import { describe, expect, it } from 'vitest'
import { DELIVERY_NO_PRICE_MESSAGE } from '@dealer/domain'
import { autoGaugeFromCar, financeSection, locatedAt, shareLinks } from './car-page'
import { commentsView, deliveryView, sanitizeFeedHtml } from '~/.server/car-page-data'

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

describe('financeSection', () => {
  it('recomputes from query params, and term changes the repayment', () => {
    const a = financeSection(30000, new URLSearchParams('term=5'))
    const b = financeSection(30000, new URLSearchParams('term=3'))
    expect(a.term).toBe(5)
    expect(a.label).not.toBe(b.label)
    expect(a.weeklyTeaser).toMatch(/^\$/)
  })
  it('gives help text outside bounds and Enquire for Finance at 25 or less', () => {
    expect(financeSection(30000, new URLSearchParams('amount=500')).amountHelp).toBe(
      'Cannot be less than $1,000 or more than $250,000',
    )
    const low = financeSection(30000, new URLSearchParams('amount=1000&deposit=990'))
    expect(low.enquire).toBe(true)
    expect(low.label).toBe('Enquire for Finance')
    expect(low.total).toBeNull()
  })
  it('parses frequency', () => {
    expect(financeSection(30000, new URLSearchParams('frequency=month')).frequencyLabel).toBe('Monthly')
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

describe('shareLinks', () => {
  it('builds the share url and hides twitter', () => {
    const s = shareLinks('https://x.test/', 'my-car', '2020 Kia Rio', false)
    expect(s.url).toBe('https://x.test/cars/my-car')
    expect(s.links.map((l) => l.id)).toEqual(['facebook', 'whatsapp', 'email', 'sms'])
    expect(shareLinks('https://x.test', 'c', 'n', true).links).toHaveLength(5)
  })
})

describe('locatedAt', () => {
  const locs = [
    { primary: true, address: { city: 'Newstead' } },
    { primary: false, address: { city: 'Nerang' } },
  ]
  it('shows only for another city', () => {
    expect(locatedAt('Newstead', locs, null)).toBeNull()
    expect(locatedAt('Nerang', locs, null)?.text).toBe('Located at Nerang')
  })
})

describe('autoGaugeFromCar', () => {
  it('hides without autograb data and labels a cheap car a great deal', () => {
    expect(autoGaugeFromCar({ price: 20000, autograb_data: null })).toBeNull()
    const g = autoGaugeFromCar({
      price: 18000,
      autograb_data: { state_average_market_price: 20000, average_market_price: null },
    })
    expect(g?.dealLabel).toBe('Great Deal')
    expect(
      autoGaugeFromCar({
        price: 30000,
        autograb_data: { state_average_market_price: 20000, average_market_price: null },
      }),
    ).toBeNull()
  })
})
