import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PlainLink } from './link'

describe('PlainLink', () => {
  it('is a plain anchor; prefetch is a hint for router links and never reaches the markup', () => {
    expect(
      renderToStaticMarkup(
        <PlainLink href="/search?page=2" rel="next" className="x" aria-label="Page 2" prefetch>
          2
        </PlainLink>,
      ),
    ).toBe('<a href="/search?page=2" rel="next" class="x" aria-label="Page 2">2</a>')
  })
})
