import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { CompleteTheme } from '../define-theme'
import { heroProps, searchFiltersProps } from '../fixtures'
import { heroFormAttributes, heroInputAttributes, type HeroProps, type SearchFiltersProps } from '../page-slots'
import { expectHero, expectSearchFilters, pageSlotsSuite } from './page-slots-suite'

// The checks must fail on a theme that breaks the contract, not only pass on a good one.

function GoodHero(p: HeroProps) {
  return (
    <section>
      <h1 id="hero-title">{p.title}</h1>
      <form {...heroFormAttributes(p.search)}>
        <label htmlFor={p.search.input.id}>{p.search.label}</label>
        <input {...heroInputAttributes(p.search)} />
      </form>
      {p.quickLinks.map((l) => (
        <a key={l.href} href={l.href}>
          {l.label}
        </a>
      ))}
      {p.background ? <img src={p.background.src} alt="" /> : null}
    </section>
  )
}
function GoodFilters(p: SearchFiltersProps) {
  return (
    <div>
      {[...p.groups].reverse().map((g) => (
        <div key={g.field}>{g.control}</div>
      ))}
      {p.actions}
    </div>
  )
}

describe('expectHero', () => {
  it('passes a hero that uses the typed form attributes', () => {
    expectHero(renderToStaticMarkup(<GoodHero {...heroProps} />), heroProps)
  })
  it('fails a hero that renames the search field or drops a quick link', () => {
    const renamed = renderToStaticMarkup(<GoodHero {...heroProps} />).replace('name="query"', 'name="q"')
    expect(() => expectHero(renamed, heroProps)).toThrow()
    const fewer = renderToStaticMarkup(<GoodHero {...heroProps} quickLinks={heroProps.quickLinks.slice(1)} />)
    expect(() => expectHero(fewer, heroProps)).toThrow()
  })
})

describe('expectSearchFilters', () => {
  it('passes groups rearranged', () => {
    expectSearchFilters(renderToStaticMarkup(<GoodFilters {...searchFiltersProps} />), searchFiltersProps)
  })
  it('fails a panel that drops a group, adds a field or wraps a form', () => {
    const dropped = { ...searchFiltersProps, groups: searchFiltersProps.groups.slice(1) }
    expect(() => expectSearchFilters(renderToStaticMarkup(<GoodFilters {...dropped} />), searchFiltersProps)).toThrow()
    const extra = renderToStaticMarkup(
      <div>
        {searchFiltersProps.groups.map((g) => (
          <div key={g.field}>{g.control}</div>
        ))}
        <input name="price" />
        {searchFiltersProps.actions}
      </div>,
    )
    expect(() => expectSearchFilters(extra, searchFiltersProps)).toThrow()
    const form = `<form>${renderToStaticMarkup(<GoodFilters {...searchFiltersProps} />)}</form>`
    expect(() => expectSearchFilters(form, searchFiltersProps)).toThrow()
  })
})

const tokens = {} as CompleteTheme['tokens']
const required = { Header: () => null, Footer: () => null, CarCard: () => null, VehicleCtas: () => null }

describe('pageSlotsSuite on a theme filling the optional slots', () => {
  pageSlotsSuite({
    name: 'good',
    label: 'Good',
    tokens,
    slots: {
      ...required,
      Hero: GoodHero,
      SearchFilters: (p) => (
        <section>
          {p.groups.map((g) => (
            <div key={g.field}>{g.control}</div>
          ))}
          {p.actions}
        </section>
      ),
    },
    layout: { carSidebar: 'left', carSidebarWidth: '22rem' },
  })
})
