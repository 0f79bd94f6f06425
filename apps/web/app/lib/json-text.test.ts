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
})
