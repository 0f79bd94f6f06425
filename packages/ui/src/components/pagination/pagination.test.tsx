import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { LinkProps } from '../link/link'
import { Pagination } from './pagination'
import * as styles from './pagination.css'

const links = [
  { page: 1, href: '/search/used-cars' },
  { page: 2, href: '/search/used-cars?page=2' },
  { page: null, href: null },
  { page: 9, href: '/search/used-cars?page=9' },
]

describe('Pagination', () => {
  it('marks the current page and links the others, previous and next', () => {
    const html = renderToStaticMarkup(
      <Pagination page={2} links={links} prev="/search/used-cars" next="/search/used-cars?page=3" />,
    )
    expect(html).toMatch(/^<nav aria-label="Pages" class="[^"]+">/)
    expect(html).toContain(`<a href="/search/used-cars" rel="prev" class="${styles.pageLink}">‹ Previous</a>`)
    expect(html).toContain(`<span aria-current="page" class="${styles.pageCurrent}">2</span>`)
    expect(html).toContain(`<a href="/search/used-cars?page=9" class="${styles.pageLink}" aria-label="Page 9">9</a>`)
    expect(html).toContain(`<li aria-hidden="true" class="${styles.pageGap}">…</li>`)
    expect(html).toContain('rel="next"')
    expect(html).not.toContain('prefetch')
  })

  it('renders nothing for a single page', () => {
    expect(renderToStaticMarkup(<Pagination page={1} links={links.slice(0, 1)} prev={null} next={null} />)).toBe('')
  })

  it('draws its links with the given link component, asking it to prefetch previous and next', () => {
    const Link = ({ href, prefetch, children }: LinkProps) => (
      <a href={href} data-prefetch={prefetch ? 'intent' : 'none'}>
        {children}
      </a>
    )
    const html = renderToStaticMarkup(<Pagination page={1} links={links} prev={null} next="/n" link={Link} />)
    expect(html).toContain('<a href="/n" data-prefetch="intent">Next ›</a>')
    expect(html).toContain('<a href="/search/used-cars?page=2" data-prefetch="none">2</a>')
  })
})
