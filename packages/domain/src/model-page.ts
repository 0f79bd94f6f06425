import { SHORT_DESCRIPTION_LIMIT, truncateAtWord } from './dealer-comments'
import type { ModelColour } from './model'
import { wrapIndex } from './spin'

/*
 * The rules of a model's page (docs/spec-coverage.md, Dealer site: models): the variants section's
 * heading and layout, the variant features shown before 'View more', and the colour viewer's state.
 * Pure: the server renders every state from the URL, and the browser moves between the same states.
 */

/** Variant cards show this many features before 'View more' (spec §4, §9). */
export const VARIANT_FEATURES_SHOWN = 8
/** More variants than this show a carousel instead of a grid (spec §2, §9). */
export const VARIANT_CAROUSEL_ABOVE = 2
/** The carousel gets arrows from this many variants (spec §2). */
export const VARIANT_ARROWS_FROM = 4
/** The colour viewer's second variant selector needs at least this many colour groups... */
export const COLOUR_GROUPS_FOR_SELECTOR = 3
/** ...and more colours than this (spec §4). */
export const COLOURS_FOR_SELECTOR_ABOVE = 15

/** The model's short description as a card shows it: at most 75 characters, cut at a word. */
export function modelCardDescription(text: string | null | undefined): string | null {
  const clean = text?.trim()
  return clean ? truncateAtWord(clean, SHORT_DESCRIPTION_LIMIT).text : null
}

export interface VariantsSectionLayout {
  heading: string
  layout: 'grid' | 'carousel'
  arrows: boolean
}

/**
 * 'Which {model} will you choose?', or '{model} Features' under 2 variants; a carousel above 2
 * variants, otherwise a grid; carousel arrows from 4 (spec §2 'Model variants section').
 */
export function variantsSectionLayout(modelName: string, variantCount: number): VariantsSectionLayout {
  const carousel = variantCount > VARIANT_CAROUSEL_ABOVE
  return {
    heading: variantCount < 2 ? `${modelName} Features` : `Which ${modelName} will you choose?`,
    layout: carousel ? 'carousel' : 'grid',
    arrows: carousel && variantCount >= VARIANT_ARROWS_FROM,
  }
}

/** The first 8 features, and the rest behind 'View more' (spec §4 'Variant features'). */
export function splitFeatures<T>(features: readonly T[]): { shown: T[]; more: T[] } {
  return { shown: features.slice(0, VARIANT_FEATURES_SHOWN), more: features.slice(VARIANT_FEATURES_SHOWN) }
}

/** The distinct colour groups (each colour's model_variant_name), in first-seen order. */
export function colourGroups(colours: readonly Pick<ModelColour, 'model_variant_name'>[]): string[] {
  const groups: string[] = []
  for (const c of colours)
    if (c.model_variant_name && !groups.includes(c.model_variant_name)) groups.push(c.model_variant_name)
  return groups
}

/** With 3 or more colour groups and more than 15 colours, a second variant selector filters the swatches. */
export function showsColourGroupSelector(colours: readonly Pick<ModelColour, 'model_variant_name'>[]): boolean {
  return colourGroups(colours).length >= COLOUR_GROUPS_FOR_SELECTOR && colours.length > COLOURS_FOR_SELECTOR_ABOVE
}

/** Which variant tab, which swatch and (with the second selector) which colour group are showing. */
export interface ColourViewerState {
  variant: number
  colour: number
  /** Index into colourGroups(); null when the model has no second selector. */
  group: number | null
}

/** What the viewer needs of a model. */
export interface ColourViewerModel {
  variants: readonly { name: string }[]
  colours: readonly Pick<ModelColour, 'name' | 'model_variant_name'>[]
}

/**
 * The swatches on show: the chosen group's colours when the second selector shows; otherwise every
 * colour of the model once (a colour offered on several variants is one swatch).
 */
export function viewerSwatches<C extends Pick<ModelColour, 'name' | 'model_variant_name'>>(
  colours: readonly C[],
  state: Pick<ColourViewerState, 'group'>,
): C[] {
  if (state.group !== null) {
    const group = colourGroups(colours)[state.group]
    return colours.filter((c) => c.model_variant_name === group)
  }
  const seen = new Set<string>()
  return colours.filter((c) => {
    const key = c.name.trim().toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** The group a variant's own colours are in, else the first group; null without a second selector. */
function groupFor(model: ColourViewerModel, variant: number): number | null {
  if (!showsColourGroupSelector(model.colours)) return null
  const found = colourGroups(model.colours).indexOf(model.variants[variant]?.name ?? '')
  return found === -1 ? 0 : found
}

/** Selecting a variant resets the colour index to 0 (spec §4); the second selector follows it. */
export function selectVariant(model: ColourViewerModel, variant: number): ColourViewerState {
  const index = variant >= 0 && variant < model.variants.length ? variant : 0
  return { variant: index, colour: 0, group: groupFor(model, index) }
}

/**
 * Choosing a colour group in the second selector shows its first colour, and the variant tab
 * follows to the variant of that name (when there is one), so the caption never pairs a colour
 * with a variant that does not come in it.
 */
export function selectColourGroup(
  model: ColourViewerModel,
  state: ColourViewerState,
  group: number,
): ColourViewerState {
  if (state.group === null) return state
  const groups = colourGroups(model.colours)
  const index = group >= 0 && group < groups.length ? group : 0
  const named = model.variants.findIndex((v) => v.name === groups[index])
  return { variant: named === -1 ? state.variant : named, group: index, colour: 0 }
}

/**
 * The variant the shown colours belong to: the selected variant, unless the second selector shows
 * a group no variant is named after (then null, and the group's name is what to show).
 */
export function viewerColoursVariant(model: ColourViewerModel, state: ColourViewerState): number | null {
  if (state.group === null) return state.variant
  return colourGroups(model.colours)[state.group] === model.variants[state.variant]?.name ? state.variant : null
}

/** The left (-1) or right (+1) arrow: the previous or next swatch, wrapping at both ends. */
export function stepColour(model: ColourViewerModel, state: ColourViewerState, step: -1 | 1): ColourViewerState {
  return { ...state, colour: wrapIndex(state.colour + step, viewerSwatches(model.colours, state).length) }
}

/** Choosing a swatch; one out of range shows the first. */
export function selectColour(model: ColourViewerModel, state: ColourViewerState, colour: number): ColourViewerState {
  const count = viewerSwatches(model.colours, state).length
  return { ...state, colour: colour >= 0 && colour < count ? colour : 0 }
}

/** A whole number from a query value, or null (garbage is ignored, never an error). */
function queryIndex(value: string | null | undefined): number | null {
  return value && /^\d{1,4}$/.test(value) ? Number(value) : null
}

/**
 * The viewer state a URL asks for (`?variant=&colour=&colours=`, each a 0-based index), every
 * part checked against the model: what does not fit falls back to the first.
 */
export function viewerStateFromQuery(
  model: ColourViewerModel,
  query: { variant?: string | null; colour?: string | null; colours?: string | null },
): ColourViewerState {
  let state = selectVariant(model, queryIndex(query.variant) ?? 0)
  const group = queryIndex(query.colours)
  if (group !== null) state = selectColourGroup(model, state, group)
  return selectColour(model, state, queryIndex(query.colour) ?? 0)
}

/** The query of a viewer state, the inverse of viewerStateFromQuery (defaults left out). */
export function viewerQuery(model: ColourViewerModel, state: ColourViewerState): URLSearchParams {
  const query = new URLSearchParams()
  if (state.variant > 0) query.set('variant', String(state.variant))
  if (state.group !== null && state.group !== groupFor(model, state.variant)) query.set('colours', String(state.group))
  if (state.colour > 0) query.set('colour', String(state.colour))
  return query
}
