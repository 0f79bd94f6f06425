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
})
