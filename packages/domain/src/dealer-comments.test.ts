import { describe, expect, it } from 'vitest'
import {
  DEALER_COMMENTS_PENDING,
  dealerCommentsView,
  htmlToText,
  truncateAtWord,
  truncateShortDescription,
} from './dealer-comments'

describe('truncateAtWord', () => {
  it('leaves short text alone', () => {
    expect(truncateAtWord('Full service history.', 400)).toEqual({ text: 'Full service history.', truncated: false })
  })

  it('cuts on a word boundary within the limit', () => {
    const r = truncateAtWord('one two three four', 9)
    expect(r).toEqual({ text: 'one two...', truncated: true })
    // A word ending exactly at the limit is kept.
    expect(truncateAtWord('one two three four', 13).text).toBe('one two three...')
  })

  it('cuts a single over-long word at the limit', () => {
    expect(truncateAtWord('abcdefghijklmnop', 5).text).toBe('abcde...')
  })
})

describe('dealer comments', () => {
  it('cuts at 400 characters of text, not of HTML', () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ')
    const view = dealerCommentsView(`<p><strong>${words}</strong></p>`)
    expect(view.kind).toBe('comments')
    if (view.kind !== 'comments') return
    expect(view.truncated).toBe(true)
    expect(view.preview.endsWith('...')).toBe(true)
    const body = view.preview.slice(0, -3)
    expect(body.length).toBeLessThanOrEqual(400)
    expect(words.startsWith(body)).toBe(true)
    expect(words.charAt(body.length)).toBe(' ')
    expect(view.full).toBe(words)
  })

  it('shows the pending text when there are none', () => {
    expect(dealerCommentsView(null)).toEqual({ kind: 'pending', text: DEALER_COMMENTS_PENDING })
    expect(dealerCommentsView('<p> </p>')).toEqual({
      kind: 'pending',
      text: 'Dealer comments are pending. Please check back here later.',
    })
  })

  it('reads HTML as text', () => {
    expect(htmlToText('<p>Tom &amp; Jerry&#39;s<br>car</p><script>alert(1)</script><p>&lt;b&gt; &#x41;</p>')).toBe(
      "Tom & Jerry's\ncar\n<b> A",
    )
  })

  it('cuts a model short description at 75', () => {
    const text = 'The Corolla hatch brings a fresh look, hybrid efficiency and Toyota Safety Sense as standard.'
    const r = truncateShortDescription(text)
    expect(r.truncated).toBe(true)
    expect(r.text.length).toBeLessThanOrEqual(78)
    expect(r.text).toBe('The Corolla hatch brings a fresh look, hybrid efficiency and Toyota Safety...')
  })
})
