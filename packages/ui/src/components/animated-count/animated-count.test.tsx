import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AnimatedCount } from './animated-count'

describe('AnimatedCount', () => {
  it('renders the value itself on the server (the count only moves once the page runs)', () => {
    expect(renderToStaticMarkup(<AnimatedCount value={1234} />)).toBe('1,234')
    expect(renderToStaticMarkup(<AnimatedCount value={0} durationMs={10} />)).toBe('0')
    expect(renderToStaticMarkup(<AnimatedCount value={23} from={0} durationMs={2000} />)).toBe('23')
  })
})
