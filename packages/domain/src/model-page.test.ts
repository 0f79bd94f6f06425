import { describe, expect, it } from 'vitest'
import {
  colourGroups,
  modelCardDescription,
  selectColour,
  selectColourGroup,
  selectVariant,
  showsColourGroupSelector,
  splitFeatures,
  stepColour,
  variantsSectionLayout,
  viewerColoursVariant,
  viewerQuery,
  viewerStateFromQuery,
  viewerSwatches,
  type ColourViewerModel,
} from './model-page'

const colour = (name: string, group: string | null) => ({ name, model_variant_name: group })

/** `count` colours spread over `groups` variants named V0, V1, ... */
function model(variants: number, groups: number, count: number): ColourViewerModel {
  return {
    variants: Array.from({ length: variants }, (_, i) => ({ name: `V${i}` })),
    colours: Array.from({ length: count }, (_, i) =>
      colour(`Colour ${i % Math.ceil(count / groups)}`, `V${i % groups}`),
    ),
  }
}

describe('model short description on cards', () => {
  it('keeps 75 characters or fewer whole and cuts a longer one at a word', () => {
    expect(modelCardDescription('A tough ute.')).toBe('A tough ute.')
    const long = 'The legendary ute, built tough for work and weekends, now with more power and more tech inside.'
    const cut = modelCardDescription(long)!
    expect(cut.endsWith('...')).toBe(true)
    expect(cut.length - 3).toBeLessThanOrEqual(75)
    expect(long.startsWith(cut.slice(0, -3))).toBe(true)
    expect(modelCardDescription('  ')).toBeNull()
    expect(modelCardDescription(null)).toBeNull()
  })
})

describe('variants section layout', () => {
  it('is headed "{model} Features" under 2 variants, "Which {model} will you choose?" from 2', () => {
    expect(variantsSectionLayout('HiLux', 0).heading).toBe('HiLux Features')
    expect(variantsSectionLayout('HiLux', 1).heading).toBe('HiLux Features')
    expect(variantsSectionLayout('HiLux', 2).heading).toBe('Which HiLux will you choose?')
  })

  it('is a grid up to 2 variants, a carousel above, with arrows from 4', () => {
    expect(variantsSectionLayout('X', 1)).toMatchObject({ layout: 'grid', arrows: false })
    expect(variantsSectionLayout('X', 2)).toMatchObject({ layout: 'grid', arrows: false })
    expect(variantsSectionLayout('X', 3)).toMatchObject({ layout: 'carousel', arrows: false })
    expect(variantsSectionLayout('X', 4)).toMatchObject({ layout: 'carousel', arrows: true })
    expect(variantsSectionLayout('X', 9)).toMatchObject({ layout: 'carousel', arrows: true })
  })
})

describe('variant features', () => {
  it('show the first 8 and keep the rest for View more', () => {
    const features = Array.from({ length: 12 }, (_, i) => `F${i}`)
    expect(splitFeatures(features)).toEqual({ shown: features.slice(0, 8), more: features.slice(8) })
    expect(splitFeatures(features.slice(0, 8)).more).toEqual([])
    expect(splitFeatures([])).toEqual({ shown: [], more: [] })
  })
})

describe('colour viewer', () => {
  it('wraps the arrows at both ends', () => {
    const m = model(2, 2, 6)
    let state = selectVariant(m, 0)
    const swatches = viewerSwatches(m.colours, state).length
    state = stepColour(m, state, -1)
    expect(state.colour).toBe(swatches - 1)
    state = stepColour(m, state, 1)
    expect(state.colour).toBe(0)
  })

  it('resets the colour index to 0 when a variant is selected', () => {
    const m = model(3, 3, 18)
    const state = selectColour(m, selectVariant(m, 1), 4)
    expect(state.colour).toBe(4)
    expect(selectVariant(m, 2)).toEqual({ variant: 2, colour: 0, group: 2 })
    expect(selectVariant(m, 1).colour).toBe(0)
  })

  it('shows the second selector with 3 or more colour groups and more than 15 colours', () => {
    expect(showsColourGroupSelector(model(3, 3, 16).colours)).toBe(true)
    expect(showsColourGroupSelector(model(3, 3, 15).colours)).toBe(false)
    expect(showsColourGroupSelector(model(2, 2, 30).colours)).toBe(false)
    expect(showsColourGroupSelector(model(5, 5, 39).colours)).toBe(true)
    expect(colourGroups([colour('a', 'X'), colour('b', null), colour('c', 'Y'), colour('d', 'X')])).toEqual(['X', 'Y'])
  })

  it('filters the swatches by the chosen group, and shows each colour once without the selector', () => {
    const many = model(3, 3, 18)
    const state = selectVariant(many, 0)
    expect(viewerSwatches(many.colours, state).every((c) => c.model_variant_name === 'V0')).toBe(true)
    const other = selectColourGroup(many, selectColour(many, state, 3), 1)
    expect(other).toEqual({ variant: 1, colour: 0, group: 1 })
    expect(viewerSwatches(many.colours, other).every((c) => c.model_variant_name === 'V1')).toBe(true)

    const few = model(2, 2, 8)
    const plain = selectVariant(few, 1)
    expect(plain.group).toBeNull()
    expect(viewerSwatches(few.colours, plain).map((c) => c.name)).toEqual([
      'Colour 0',
      'Colour 1',
      'Colour 2',
      'Colour 3',
    ])
    expect(selectColourGroup(few, plain, 1)).toBe(plain)
  })

  it('moves the variant tab to the group the second selector shows, so the caption names a variant with that colour', () => {
    const m = model(3, 3, 18)
    const state = selectColourGroup(m, selectVariant(m, 0), 2)
    expect(state).toEqual({ variant: 2, colour: 0, group: 2 })
    expect(viewerColoursVariant(m, state)).toBe(2)
    expect(
      viewerSwatches(m.colours, state).every((c) => c.model_variant_name === m.variants[state.variant]?.name),
    ).toBe(true)
    // A group no variant is named after keeps the tab, and no variant is named in the caption.
    const odd = { variants: [{ name: 'V0' }, { name: 'V1' }], colours: m.colours }
    const oddState = selectColourGroup(odd, selectVariant(odd, 0), 2)
    expect(oddState).toEqual({ variant: 0, colour: 0, group: 2 })
    expect(viewerColoursVariant(odd, oddState)).toBeNull()
    expect(viewerColoursVariant(odd, selectVariant(odd, 1))).toBe(1)
  })

  it('reads its state from the URL, ignoring what does not fit, and writes it back', () => {
    const m = model(3, 3, 18)
    const state = viewerStateFromQuery(m, { variant: '2', colour: '3', colours: '1' })
    expect(state).toEqual({ variant: 1, colour: 3, group: 1 })
    expect(viewerStateFromQuery(m, Object.fromEntries(viewerQuery(m, state)))).toEqual(state)
    expect(viewerQuery(m, selectVariant(m, 2)).toString()).toBe('variant=2')
    expect(viewerStateFromQuery(m, { variant: '9', colour: '-1', colours: 'x' })).toEqual({
      variant: 0,
      colour: 0,
      group: 0,
    })
    expect(viewerStateFromQuery(m, { colour: '99' }).colour).toBe(0)
    expect(viewerStateFromQuery(m, {})).toEqual({ variant: 0, colour: 0, group: 0 })
  })
})
