import { describe, expect, it } from 'vitest'
import { pageMeta, titleWithDealer } from './page-meta'

const root = {
  id: 'root',
  data: { site: { origin: 'https://www.westsidecarco.com.au', name: 'Westside Car Co', dealer: 'Westside Car Co' } },
}
const args = (pathname: string, matches: { id: string; data?: unknown }[] = [root]) => ({
  matches,
  location: { pathname },
})
const find = (meta: ReturnType<typeof pageMeta>, key: string, value: string) =>
  meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined

describe('pageMeta', () => {
  it('gives the title with the dealer’s name, once', () => {
    expect(titleWithDealer('Used cars for sale', 'Westside Car Co')).toBe('Used cars for sale | Westside Car Co')
    expect(titleWithDealer('Westside Car Co | Used cars', 'Westside Car Co')).toBe('Westside Car Co | Used cars')
    expect(pageMeta(args('/contact'), { title: 'Contact Us' })[0]).toEqual({ title: 'Contact Us | Westside Car Co' })
  })

  it('gives an absolute canonical URL on the site’s origin, the page’s path without its query by default', () => {
    const meta = pageMeta(args('/book-test-drive/'), { title: 'Book a Test Drive' })
    expect(find(meta, 'rel', 'canonical')).toEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.westsidecarco.com.au/book-test-drive',
    })
    expect(find(meta, 'property', 'og:url')?.content).toBe('https://www.westsidecarco.com.au/book-test-drive')
    const search = pageMeta(args('/search/used-cars'), {
      title: 'Used Cars',
      path: '/search/used-cars?body=SUV&page=2',
    })
    expect(find(search, 'rel', 'canonical')?.href).toBe(
      'https://www.westsidecarco.com.au/search/used-cars?body=SUV&page=2',
    )
    expect(find(pageMeta(args('/'), { title: 'Home' }), 'rel', 'canonical')?.href).toBe(
      'https://www.westsidecarco.com.au/',
    )
  })

  it('gives Open Graph and the Twitter card, with an absolute image when the page has one', () => {
    const meta = pageMeta(args('/cars/a-car'), {
      title: '2021 Toyota HiLux for $41,990',
      description: '  One owner,\n full service   history. ',
      type: 'product',
      image: '/images/westside/1.jpg?w=1200',
    })
    expect(meta).toEqual(
      expect.arrayContaining([
        { name: 'description', content: 'One owner, full service history.' },
        { property: 'og:type', content: 'product' },
        { property: 'og:title', content: '2021 Toyota HiLux for $41,990 | Westside Car Co' },
        { property: 'og:description', content: 'One owner, full service history.' },
        { property: 'og:site_name', content: 'Westside Car Co' },
        { property: 'og:image', content: 'https://www.westsidecarco.com.au/images/westside/1.jpg?w=1200' },
        { name: 'twitter:card', content: 'summary_large_image' },
      ]),
    )
    const plain = pageMeta(args('/contact'), { title: 'Contact Us' })
    expect(find(plain, 'property', 'og:type')?.content).toBe('website')
    expect(find(plain, 'property', 'og:image')).toBeUndefined()
    expect(find(plain, 'name', 'description')).toBeUndefined()
    expect(find(plain, 'name', 'twitter:card')?.content).toBe('summary')
  })

  it('writes a description with the dealer’s name when the page gives it as a function', () => {
    const meta = pageMeta(args('/contact'), { title: 'Contact Us', description: (dealer) => `Contact ${dealer}.` })
    expect(find(meta, 'name', 'description')).toEqual({ name: 'description', content: 'Contact Westside Car Co.' })
    expect(find(meta, 'property', 'og:description')).toMatchObject({ content: 'Contact Westside Car Co.' })
    // No site, no dealer to name: no description rather than one without its subject.
    const bare = pageMeta(args('/contact', [{ id: 'root', data: null }]), {
      title: 'Contact Us',
      description: (d) => d,
    })
    expect(find(bare, 'name', 'description')).toBeUndefined()
  })
  it('keeps long descriptions to 300 characters, cut at a word', () => {
    const meta = pageMeta(args('/x'), { title: 'X', description: 'word '.repeat(100) })
    const content = find(meta, 'name', 'description')?.content as string
    expect(content.length).toBeLessThanOrEqual(303)
    expect(content).toMatch(/ word\.\.\.$/)
  })

  it('marks a page noindex and carries its JSON-LD', () => {
    const jsonLd = { '@context': 'https://schema.org', '@type': 'AutoDealer', name: 'Westside Car Co' }
    const meta = pageMeta(args('/sign-in'), { title: 'Sign In', noindex: true, jsonLd })
    expect(find(meta, 'name', 'robots')?.content).toBe('noindex')
    expect(meta).toContainEqual({ 'script:ld+json': jsonLd })
  })

  it('gives only the title and description when the site did not load (no URL to make up)', () => {
    expect(
      pageMeta(args('/x', [{ id: 'root', data: null }]), { title: 'Page not found', description: 'Gone' }),
    ).toEqual([{ title: 'Page not found' }, { name: 'description', content: 'Gone' }])
  })
})

describe('pageMeta on an error page', () => {
  const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null }
  it('titles a 404 as its error page’s heading says, with the dealer', () => {
    expect(pageMeta({ ...args('/search/nope'), error: notFound }, { title: 'Something went wrong' })[0]).toEqual({
      title: 'Page not found | Westside Car Co',
    })
    expect(pageMeta({ ...args('/cars/x'), error: notFound }, { title: 'Enquire', missing: 'car' })[0]).toEqual({
      title: 'Car not found | Westside Car Co',
    })
    const failed = { ...notFound, status: 500, statusText: 'Internal Server Error' }
    expect(
      pageMeta({ ...args('/cars/x'), error: failed }, { title: 'Something went wrong', missing: 'car' })[0],
    ).toEqual({
      title: 'Something went wrong | Westside Car Co',
    })
  })
  it('gives the title and noindex, and no canonical or Open Graph', () => {
    expect(pageMeta({ ...args('/nope'), error: new Error('404') }, { title: 'Page not found' })).toEqual([
      { title: 'Page not found | Westside Car Co' },
      { name: 'robots', content: 'noindex' },
    ])
  })
})
