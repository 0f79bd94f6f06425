import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CardArticle, CardTitle, callLinkLabel, ctaAttributes, CtaLink, CtaRegion, MainNav, splitCtaLabel } from './dom'
import { carAvailable, ctaActions } from './fixtures'

const enquire = ctaActions.find((a) => a.id === 'enquire')!
const call = { ...ctaActions.find((a) => a.id === 'call')!, label: callLinkLabel('(02) 4961 2200') }

describe('call to action helpers', () => {
  it('give every attribute the app selects, data-dialog only when the action has a dialog', () => {
    expect(ctaAttributes(enquire)).toEqual({
      href: enquire.href,
      'data-cta': 'enquire',
      'data-emphasis': 'primary',
      'data-dialog': 'enquire',
    })
    expect(ctaAttributes(call)['data-dialog']).toBeUndefined()
  })

  it('write the whole label as the link text, decorations around it', () => {
    const html = renderToStaticMarkup(
      <CtaLink action={enquire} className="c" before={<i>b</i>} after={<i>a</i>} labelClassName="l" />,
    )
    expect(html).toBe(
      `<a class="c" href="${enquire.href}" data-cta="enquire" data-emphasis="primary" data-dialog="enquire">` +
        `<i>b</i><span class="l">${enquire.label}</span><i>a</i></a>`,
    )
  })

  it("name the call link 'Call Now - number' even when only 'Call Now' shows", () => {
    expect(callLinkLabel('(07) 5443 XXXX')).toBe('Call Now - (07) 5443 XXXX')
    expect(splitCtaLabel(call.label)).toEqual({ shown: 'Call Now', hidden: ' - (02) 4961 2200' })
    expect(splitCtaLabel('Enquire Now')).toEqual({ shown: 'Enquire Now', hidden: '' })
    const html = renderToStaticMarkup(<CtaLink action={call} className="c" shortLabelHiddenClassName="vh" />)
    expect(html).toContain('data-cta="call"')
    expect(html).toContain('<span>Call Now<span class="vh"> - (02) 4961 2200</span></span>')
  })

  it('mark the placement, and name the group when given a label', () => {
    expect(
      renderToStaticMarkup(
        <CtaRegion placement="sidebar" className="s">
          x
        </CtaRegion>,
      ),
    ).toBe('<div class="s" data-placement="sidebar">x</div>')
    expect(
      renderToStaticMarkup(
        <CtaRegion placement="bar" className="b" label="Vehicle actions">
          x
        </CtaRegion>,
      ),
    ).toBe('<div class="b" role="group" aria-label="Vehicle actions" data-placement="bar">x</div>')
  })
})

describe('header and card helpers', () => {
  it('name the main navigation Main', () => {
    expect(renderToStaticMarkup(<MainNav className="n">x</MainNav>)).toBe('<nav aria-label="Main" class="n">x</nav>')
  })

  it('make a card one article with one link to the car in its heading', () => {
    const html = renderToStaticMarkup(
      <CardArticle car={carAvailable} position={4} className="card">
        <CardTitle car={carAvailable} headingLevel={2} className="t" linkClassName="l" />
      </CardArticle>,
    )
    expect(html).toBe(
      `<article class="card" data-car-id="${carAvailable.id}" data-position="4">` +
        `<h2 class="t"><a class="l" href="${carAvailable.href}">${carAvailable.title}</a></h2></article>`,
    )
    expect(
      renderToStaticMarkup(<CardTitle car={carAvailable} headingLevel={3} className="t" linkClassName="l" />),
    ).toMatch(/^<h3/)
  })
})
