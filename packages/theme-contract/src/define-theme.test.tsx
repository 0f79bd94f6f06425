import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { completeTheme, defineTheme, Slot, ThemeProvider, useTheme, type CompleteTheme } from './define-theme'
import { carAvailable, footerProps, headerProps, vehicleCtasProps } from './fixtures'
import { SLOT_NAMES, SLOT_STABILITY, type CarCardProps, type HeaderProps, type SlotName } from './slots'
import type { ThemeTokens } from './vars'

// Token values do not matter here; the tokens are checked in vars.test.ts.
const tokens = {} as ThemeTokens

// A stand-in for themes/base: every slot, each marking its output so a test can tell who drew it.
const base: CompleteTheme = {
  name: 'base',
  label: 'Base',
  tokens,
  slots: {
    Header: (p) => <header data-by="base">{p.dealerName}</header>,
    Footer: (p) => <footer data-by="base">{p.copyright}</footer>,
    CarCard: (p) => (
      <article data-by="base">
        {p.car.title} #{p.position}
      </article>
    ),
    VehicleCtas: (p) => <nav data-by="base">{p.actions.length} actions</nav>,
  },
}

function CoastalHeader(props: HeaderProps) {
  return <header data-by="coastal">{props.tagline}</header>
}

const render = (theme: CompleteTheme, node: JSX.Element) =>
  renderToStaticMarkup(<ThemeProvider value={theme}>{node}</ThemeProvider>)

describe('defineTheme', () => {
  it('keeps the name, label, tokens and the very slot components it was given', () => {
    const theme = defineTheme({ name: 'coastal', label: 'Coastal', tokens, slots: { Header: CoastalHeader } })
    expect(theme.name).toBe('coastal')
    expect(theme.label).toBe('Coastal')
    expect(theme.tokens).toBe(tokens)
    expect(theme.slots.Header).toBe(CoastalHeader)
    expect(Object.keys(theme.slots)).toEqual(['Header'])
  })
})

describe('completeTheme', () => {
  const coastal = completeTheme(
    defineTheme({ name: 'coastal', label: 'Coastal', tokens, slots: { Header: CoastalHeader } }),
    base,
  )

  it('keeps the theme’s own slots and identity, and takes every other slot from base', () => {
    expect(coastal.name).toBe('coastal')
    expect(coastal.slots.Header).toBe(CoastalHeader)
    expect(coastal.slots.Footer).toBe(base.slots.Footer)
    expect(coastal.slots.CarCard).toBe(base.slots.CarCard)
    expect(coastal.slots.VehicleCtas).toBe(base.slots.VehicleCtas)
  })

  it('leaves base untouched', () => {
    expect(base.slots.Header).not.toBe(CoastalHeader)
    expect(base.name).toBe('base')
  })
})

describe('<Slot>', () => {
  const coastal = completeTheme(
    defineTheme({ name: 'coastal', label: 'Coastal', tokens, slots: { Header: CoastalHeader } }),
    base,
  )

  it('renders the current theme’s component for the slot, with the slot’s props', () => {
    const html = render(coastal, <Slot name="Header" {...headerProps} />)
    expect(html).toBe(`<header data-by="coastal">${headerProps.tagline}</header>`)
  })

  it('falls back to base’s component for a slot the theme leaves out', () => {
    expect(render(coastal, <Slot name="Footer" {...footerProps} />)).toContain('data-by="base"')
    expect(render(coastal, <Slot name="VehicleCtas" {...vehicleCtasProps} />)).toBe(
      `<nav data-by="base">${vehicleCtasProps.actions.length} actions</nav>`,
    )
  })

  it('passes every prop but `name` through', () => {
    let received: unknown = null
    function CarCard(props: CarCardProps) {
      received = props
      return null
    }
    const spy = { ...base, slots: { ...base.slots, CarCard } }
    render(spy, <Slot name="CarCard" car={carAvailable} position={3} headingLevel={2} />)
    expect(received).toEqual({ car: carAvailable, position: 3, headingLevel: 2 })
  })

  it('follows the theme the provider gives, so one tree renders per tenant', () => {
    const node = <Slot name="Header" {...headerProps} />
    expect(render(base, node)).toContain('data-by="base"')
    expect(render(coastal, node)).toContain('data-by="coastal"')
  })

  it('refuses to render outside a ThemeProvider, naming what is missing', () => {
    expect(() => renderToStaticMarkup(<Slot name="Header" {...headerProps} />)).toThrow(
      'useTheme() needs a <ThemeProvider> above it',
    )
    function Reader() {
      return <>{useTheme().name}</>
    }
    expect(render(base, <Reader />)).toBe('base')
  })
})

describe('slot list', () => {
  it('names every slot of the contract once, each marked stable or unstable', () => {
    // A new slot added to SlotProps without SLOT_STABILITY fails to compile; this checks the list.
    const every: Record<SlotName, true> = { Header: true, Footer: true, CarCard: true, VehicleCtas: true }
    expect([...SLOT_NAMES].sort()).toEqual(Object.keys(every).sort())
    for (const name of SLOT_NAMES) expect(['stable', 'unstable']).toContain(SLOT_STABILITY[name])
  })
})
