import { describe, expect, it } from 'vitest'
import { withServerOnly } from './server-only-data'

/** What the hydration data holds of a value: turbo-stream writes an object's own enumerable keys. */
const sent = (value: object) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>

describe('withServerOnly', () => {
  it('in a document, the server reads the fields and the hydration data leaves them out', () => {
    const data = withServerOnly({ documentRequest: true }, { title: 'A car' }, { jsonLd: '{"@type":"Car"}' })
    expect(data.jsonLd).toBe('{"@type":"Car"}')
    expect(sent(data)).toEqual({ title: 'A car' })
    expect(Object.keys(data)).toEqual(['title'])
  })

  it('in a client-side data request (a navigation, a revalidation), the fields go with the rest', () => {
    const data = withServerOnly({ documentRequest: false }, { title: 'A car' }, { jsonLd: '{"@type":"Car"}' })
    expect(sent(data)).toEqual({ title: 'A car', jsonLd: '{"@type":"Car"}' })
    expect(sent(withServerOnly({}, { title: 'A car' }, { panel: { rows: [1] } }))).toEqual({
      title: 'A car',
      panel: { rows: [1] },
    })
  })
})
