import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { defineBlock, type PartnerCar } from './block'
import { checkPartnerBlocks, type PartnerBlockInput } from './load'
import { erased, PARTNER_BLOCK_TYPES } from './registry'
import { renderPartnerRegion } from './render'
import { fillTemplate } from './urls'

const car: PartnerCar = {
  id: 'c1',
  title: '2021 Toyota RAV4 GXL',
  make: 'Toyota',
  carType: 'used',
  stockNumber: 'HC 1042',
  vin: 'JTMW43FV10D012345',
  price: 34990,
}

const block = (type: string, id: string, props: Record<string, unknown>): PartnerBlockInput => ({ type, id, props })
const widget = {
  title: 'Vehicle history',
  linkLabel: 'Get the report',
  partner: 'Example Checks',
  href: 'https://checks.example.com/report?vin={vin}&stock={stocknum}&price={price}',
}

function drawn(region: Parameters<typeof renderPartnerRegion>[1], blocks: PartnerBlockInput[], on = car) {
  const { regions, warnings } = checkPartnerBlocks('t', { [region]: blocks })
  expect(warnings).toEqual([])
  return renderPartnerRegion(regions[region], region, on)
}

describe('checkPartnerBlocks', () => {
  it('keeps valid blocks in their region, in order', () => {
    const { regions, warnings } = checkPartnerBlocks('harbour', {
      'car-below': [block('link-widget', 'history', widget), block('rich-text', 'note', { paragraphs: ['Hello'] })],
    })
    expect(warnings).toEqual([])
    expect(regions['car-below'].map((b) => b.id)).toEqual(['history', 'note'])
    expect(regions['results-banner']).toEqual([])
  })

  it.each([
    ['an unknown type', block('carousel', 'x', {}), /unknown block type/],
    ['a type in the wrong region', block('badge', 'x', { label: 'Hi' }), /a badge block goes in card-badge/],
    ['an http link', block('link-widget', 'x', { ...widget, href: 'http://checks.example.com/' }), /props\.href/],
    [
      'a javascript: link',
      block('banner', 'x', { title: 'T', linkLabel: 'Go', href: 'javascript:alert(1)' }),
      /props\.href/,
    ],
    [
      'a placeholder in the host',
      block('link-widget', 'x', { ...widget, href: 'https://{vin}.example.com/' }),
      /fixed host/,
    ],
    [
      'an unknown placeholder',
      block('link-widget', 'x', { ...widget, href: 'https://a.example/{km}' }),
      /placeholders/,
    ],
    [
      'credentials in a link',
      block('link-widget', 'x', { ...widget, href: 'https://u:p@a.example/' }),
      /fixed host|https/,
    ],
    [
      'an image from elsewhere',
      block('banner', 'x', {
        title: 'T',
        linkLabel: 'Go',
        href: '/a',
        image: { src: 'https://cdn.example/a.jpg', alt: '' },
      }),
      /props\.image\.src/,
    ],
    [
      'a video of another provider',
      block('video', 'x', { title: 'T', url: 'https://videos.example/a.mp4' }),
      /props\.url/,
    ],
    ['a video of this site without captions', block('video', 'x', { title: 'T', url: '/v/a.mp4' }), /needs captions/],
    ['a missing field', block('rich-text', 'x', {}), /props\.paragraphs/],
    ['an unknown field', block('rich-text', 'x', { paragraphs: ['a'], html: '<b>' }), /Unrecognized key/],
  ])('leaves out %s, with a warning naming tenant, region and block', (_, input, reason) => {
    const ok = block('rich-text', 'ok', { paragraphs: ['Kept'] })
    const { regions, warnings } = checkPartnerBlocks('harbour', { 'car-below': [input, ok] })
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(new RegExp(`^tenant harbour, region car-below, block x \\(${input.type}\\): `))
    expect(warnings[0]).toMatch(reason)
    expect(warnings[0]).toMatch(/left out$/)
    expect(regions['car-below'].map((b) => b.id)).toEqual(['ok'])
  })
})

describe('renderPartnerRegion', () => {
  const boom = erased(
    defineBlock({
      type: 'boom',
      regions: ['car-below'],
      schema: z.object({}),
      Component: () => {
        throw new Error('partner script failed')
      },
    }),
  )
  const types = new Map([...PARTNER_BLOCK_TYPES, ['boom', boom]])

  it('draws nothing for a block that throws, reports it, and draws the others', () => {
    const { regions } = checkPartnerBlocks(
      't',
      { 'car-below': [block('boom', 'bad', {}), block('rich-text', 'good', { paragraphs: ['Still here'] })] },
      types,
    )
    const onError = vi.fn()
    const html = renderPartnerRegion(regions['car-below'], 'car-below', car, onError)
    expect(html).toBe(
      '<div data-partner-block="good" data-partner-type="rich-text"><section data-partner-text=""><p>Still here</p></section></div>',
    )
    expect(onError).toHaveBeenCalledOnce()
    expect(onError.mock.calls[0]![0].id).toBe('bad')
  })

  it('escapes the config’s words', () => {
    expect(drawn('car-below', [block('rich-text', 'n', { paragraphs: ['<script>alert(1)</script>'] })])).toContain(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    )
  })

  it('is empty when no block draws', () => {
    expect(drawn('card-badge', [block('badge', 'b', { label: 'EV', onlyIf: { makes: ['Tesla'] } })])).toBe('')
  })
})

describe('badge', () => {
  const badge = (onlyIf: object) => [block('badge', 'b', { label: 'Inspected', tone: 'brand', onlyIf })]
  it('shows on the cars its condition and makes pick', () => {
    expect(drawn('card-badge', badge({ condition: ['used'], makes: ['toyota'] }))).toContain(
      '<span data-partner-badge="" data-tone="brand">Inspected</span>',
    )
    expect(drawn('card-badge', badge({ condition: ['new', 'demo'] }))).toBe('')
    expect(drawn('card-badge', badge({}))).toContain('Inspected')
  })
})

describe('link-widget', () => {
  it('puts the car’s facts into the link, encoded, with rel=noopener', () => {
    const html = drawn('car-price', [block('link-widget', 'w', widget)])
    expect(html).toContain(
      'href="https://checks.example.com/report?vin=JTMW43FV10D012345&amp;stock=HC%201042&amp;price=34990" rel="noopener external"',
    )
    expect(html).toContain('<p data-partner-by="">Offered by Example Checks</p>')
  })
  it('draws nothing for a car missing a fact the link needs (no invented link)', () => {
    expect(drawn('car-price', [block('link-widget', 'w', widget)], { ...car, vin: null })).toBe('')
    expect(drawn('car-price', [block('link-widget', 'w', widget)], { ...car, price: null })).toBe('')
  })
  it('fillTemplate leaves a template without placeholders as it is', () => {
    expect(fillTemplate('https://a.example/x', null)).toBe('https://a.example/x')
  })
})

describe('video', () => {
  it('plays an mp4 of this site in place, without autoplay', () => {
    expect(
      drawn('gallery-media', [
        block('video', 'v', { title: 'Walkaround', url: '/videos/a.mp4', captions: '/videos/a.vtt' }),
      ]),
    ).toContain(
      '<video controls="" preload="none" src="/videos/a.mp4" aria-label="Walkaround"><track kind="captions" src="/videos/a.vtt" srcLang="en" label="English" default=""/></video>',
    )
  })
  it('links to a YouTube video instead of framing it', () => {
    const html = drawn('gallery-media', [
      block('video', 'v', { title: 'Review', url: 'https://www.youtube.com/watch?v=abc' }),
    ])
    expect(html).toContain(
      '<a href="https://www.youtube.com/watch?v=abc" rel="noopener external">Watch Review on YouTube</a>',
    )
    expect(html).not.toContain('<iframe')
  })
})

describe('banner', () => {
  it('links within the site without rel, and outside with noopener', () => {
    const inside = drawn('results-banner', [block('banner', 'b', { title: 'T', linkLabel: 'Go', href: '/finance' })])
    expect(inside).toContain('<a href="/finance">Go</a>')
    const outside = drawn('results-banner', [
      block('banner', 'b', { title: 'T', linkLabel: 'Go', href: 'https://p.example/' }),
    ])
    expect(outside).toContain('rel="noopener external"')
  })
})
