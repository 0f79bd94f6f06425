import { describe, expect, it } from 'vitest'
import { fromJsonText, toJsonText } from './json-text'

describe('JSON text in page data', () => {
  it('gives back the value it was made from', () => {
    const widgets = [
      {
        field: 'make',
        groups: [
          {
            heading: null,
            items: [
              ['Toyota', 12],
              ['BMW', 3, 'B.M.W.'],
            ],
          },
        ],
      },
    ]
    const text = toJsonText(widgets)
    expect(typeof text).toBe('string')
    expect(fromJsonText(text)).toEqual(widgets)
  })

  it('reads a text it has just made without parsing it, and parses any other', () => {
    const value = { a: [1, 2] }
    const text = toJsonText(value)
    expect(fromJsonText(text)).toBe(value)
    // The same JSON as it arrives in the browser: a string of its own, never made here.
    const arrived = JSON.parse(JSON.stringify({ t: '{"b":[3]}' })).t as typeof text
    expect(fromJsonText(arrived)).toEqual({ b: [3] })
  })

  it('keeps a text that is read again, while older texts make way', () => {
    const kept = { kept: true }
    const text = toJsonText(kept)
    for (let i = 0; i < 5000; i++) {
      toJsonText({ i })
      if (i % 1000 === 0) expect(fromJsonText(text)).toBe(kept)
    }
    expect(fromJsonText(text)).toBe(kept)
    // A text made long ago and never read since is parsed again: the same value, a new object.
    const old = toJsonText({ old: 1 })
    for (let i = 0; i < 3000; i++) toJsonText({ j: i })
    expect(fromJsonText(old)).toEqual({ old: 1 })
  })
})
