import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { CompleteTheme } from '../define-theme'
import { heroProps, heroPropsWithImage, searchFiltersProps, searchFiltersPropsMany } from '../fixtures'
import { carPageLayout, type HeroProps, type SearchFiltersProps } from '../page-slots'
import { elementsOf, textOf } from './markup'
import { rule } from './rule'

export const heroFixtures: Readonly<Record<string, HeroProps>> = {
  usual: heroProps,
  'long title, a picture, no quick links': heroPropsWithImage,
}
export const searchFiltersFixtures: Readonly<Record<string, SearchFiltersProps>> = {
  usual: searchFiltersProps,
  '30 groups with long labels': searchFiltersPropsMany,
}

/**
 * The optional page slots' part of the contract suite (docs/spec-coverage.md, Theme kit: page slots
 * and partner blocks), for the slots and layout tokens a theme fills; nothing for those it leaves out.
 */
export function pageSlotsSuite(theme: CompleteTheme): void {
  const { Hero, SearchFilters } = theme.slots

  describe('optional page slots', () => {
    it('sets only layout tokens the app accepts (one out of range would fall back unnoticed)', () => {
      const layout = theme.layout ?? {}
      expect(carPageLayout(layout), rule('every layout token is one the app accepts, in range')).toMatchObject(layout)
    })

    if (Hero) {
      for (const [name, props] of Object.entries(heroFixtures)) {
        it(`Hero, ${name}: the h1, the search form as given and every quick link`, () => {
          expectHero(renderToStaticMarkup(<Hero {...props} />), props)
        })
      }
    }

    if (SearchFilters) {
      for (const [name, props] of Object.entries(searchFiltersFixtures)) {
        it(`SearchFilters, ${name}: every group's control and the actions once, no form or field of its own`, () => {
          expectSearchFilters(renderToStaticMarkup(<SearchFilters {...props} />), props)
        })
      }
    }
  })
}

/** The hero's one h1 (#hero-title), its search form exactly as given, every quick link and the picture. */
export function expectHero(html: string, props: HeroProps) {
  const h1 = elementsOf(html, 'h1')
  expect(h1, rule('the Hero has one <h1>')).toHaveLength(1)
  expect(h1[0]!.attrs.id, rule('the Hero\'s h1 has id="hero-title"')).toBe('hero-title')
  expect(h1[0]!.text, rule("the Hero's h1 is the title given")).toBe(props.title)
  const forms = elementsOf(html, 'form')
  expect(forms, rule('the Hero has one form, its search')).toHaveLength(1)
  expect(
    forms[0]!.attrs,
    rule('the Hero\'s form is method="get" to search.action with role="search" (heroFormAttributes)'),
  ).toMatchObject({ method: 'get', action: props.search.action, role: 'search' })
  expect(
    fieldNames(forms[0]!.inner),
    rule("the Hero's form has only the search field given (heroInputAttributes)"),
  ).toEqual([props.search.input.name])
  expect(forms[0]!.inner, rule("the Hero's search field has a <label for> its id")).toContain(
    `for="${props.search.input.id}"`,
  )
  const hrefs = elementsOf(html, 'a').map((a) => a.attrs.href)
  for (const link of props.quickLinks) {
    expect(hrefs, rule(`the Hero links to every quick link (${link.href})`)).toContain(link.href)
  }
  if (props.background) {
    expect(html, rule('the Hero draws its background picture when given')).toContain(`src="${props.background.src}"`)
  }
}

/** Every group's control (its fields by name) and the actions, with no form or field of the theme's own. */
export function expectSearchFilters(html: string, props: SearchFiltersProps) {
  expect(elementsOf(html, 'form'), rule('SearchFilters adds no <form> of its own')).toHaveLength(0)
  const expected = renderToStaticMarkup(
    <>
      {props.groups.map((g) => (
        <span key={g.field}>{g.control}</span>
      ))}
    </>,
  )
  // In any order: the theme arranges the groups.
  expect(
    fieldNames(html).sort(),
    rule("SearchFilters draws every group's control once and no field of its own"),
  ).toEqual(fieldNames(expected).sort())
  expect(textOf(html), rule('SearchFilters places the actions given')).toContain(
    textOf(renderToStaticMarkup(<>{props.actions}</>)),
  )
}

/** The names of the form fields in the markup (inputs, selects, text areas), in order. */
const fieldNames = (markup: string) =>
  [...markup.matchAll(/<(?:input|select|textarea)\s[^>]*?\bname="([^"]*)"/g)].map((m) => m[1]!)
