import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createContentStore, fillPlaceholders, parseFrontMatter, renderContentPage } from './content'

const tenant = {
  slug: 'acme',
  name: 'Acme Cars',
  dealer: {
    name: 'Acme Motors',
    phone: '07 5555 0000',
    email: 'sales@acme.test',
    address: '1 Main St, Town QLD 4000',
    abn: null,
  },
} as never

describe('content pages', () => {
  it('reads the front matter and leaves the body', () => {
    const { meta, body } = parseFrontMatter('---\ntitle: "About us"\nblocks: reviews, locations\n---\n# Hi\n')
    expect(meta).toEqual({ title: 'About us', blocks: 'reviews, locations' })
    expect(body).toBe('# Hi\n')
    expect(parseFrontMatter('no front matter')).toEqual({ meta: {}, body: 'no front matter' })
  })

  it('fills the dealer placeholders and leaves unknown ones', () => {
    expect(fillPlaceholders('Call {{dealer.phone}} at {{ dealer.name }} {{dealer.fax}}', tenant)).toBe(
      'Call 07 5555 0000 at Acme Motors {{dealer.fax}}',
    )
  })

  it('renders Markdown, drops scripts and event handlers, demotes # to h2, keeps known blocks only', () => {
    const page = renderContentPage(
      'about-us',
      '---\ntitle: About {{dealer.name}}\nblocks: reviews, nonsense\ncta: Go | javascript:alert(1)\n---\n# Heading\n\n<script>alert(1)</script><img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) **bold**',
      tenant,
    )
    expect(page.title).toBe('About Acme Motors')
    expect(page.blocks).toEqual(['reviews'])
    expect(page.cta).toBeNull()
    expect(page.html).toContain('<h2>Heading</h2>')
    expect(page.html).toContain('<strong>bold</strong>')
    expect(page.html).not.toMatch(/script|onerror|javascript:|<img/)
  })

  it("prefers the tenant's own page, falls back to the default, refuses odd paths", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'))
    const tenantsDir = path.join(root, 'tenants')
    const defaultsDir = path.join(root, 'defaults')
    fs.mkdirSync(path.join(tenantsDir, 'acme', 'pages'), { recursive: true })
    fs.mkdirSync(defaultsDir, { recursive: true })
    fs.writeFileSync(path.join(defaultsDir, 'warranty.md'), '---\ntitle: Default warranty\n---\ntext')
    fs.writeFileSync(path.join(defaultsDir, 'faqs.md'), '---\ntitle: Default FAQs\n---\ntext')
    fs.writeFileSync(path.join(tenantsDir, 'acme', 'pages', 'warranty.md'), '---\ntitle: Acme warranty\n---\ntext')
    const store = createContentStore({ tenantsDir, defaultsDir })
    expect(store.page(tenant, 'warranty')?.title).toBe('Acme warranty')
    expect(store.page(tenant, '/faqs/')?.title).toBe('Default FAQs')
    for (const bad of ['nope', '../defaults/faqs', 'faqs/../warranty', '', 'FAQS', 'a/b/c/d', '%2e%2e'])
      expect(store.page(tenant, bad)).toBeNull()
  })
})

describe('content pages for the sitemap', () => {
  it('lists the tenant’s pages and the defaults once each, with their dates and noindex', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'))
    const tenantsDir = path.join(root, 'tenants')
    const defaultsDir = path.join(root, 'defaults')
    fs.mkdirSync(path.join(tenantsDir, 'acme', 'pages'), { recursive: true })
    fs.mkdirSync(path.join(defaultsDir, 'pages'), { recursive: true })
    fs.writeFileSync(path.join(defaultsDir, 'warranty.md'), '---\ntitle: Default warranty\n---\ntext')
    fs.writeFileSync(
      path.join(defaultsDir, 'pages', 'unsubscribe.md'),
      '---\ntitle: Unsubscribe\nrobots: noindex\n---\n',
    )
    fs.writeFileSync(path.join(defaultsDir, 'Bad Name.md'), '---\ntitle: Odd\n---\n')
    fs.writeFileSync(path.join(defaultsDir, 'notes.txt'), 'not a page')
    const own = path.join(tenantsDir, 'acme', 'pages')
    fs.writeFileSync(path.join(own, 'warranty.md'), '---\ntitle: Acme warranty\nupdated: 2026-03-04\n---\ntext')
    fs.writeFileSync(path.join(own, 'return-policy.md'), '---\ntitle: Returns\nupdated: someday\n---\ntext')
    fs.utimesSync(
      path.join(own, 'return-policy.md'),
      new Date('2026-05-06T12:00:00Z'),
      new Date('2026-05-06T12:00:00Z'),
    )
    const pages = createContentStore({ tenantsDir, defaultsDir }).list(tenant)
    expect(pages.map((p) => [p.path, p.title, p.updated, p.noindex])).toEqual([
      ['pages/unsubscribe', 'Unsubscribe', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), true],
      // A bad `updated` falls back to the file's date.
      ['return-policy', 'Returns', '2026-05-06', false],
      ['warranty', 'Acme warranty', '2026-03-04', false],
    ])
  })
})
