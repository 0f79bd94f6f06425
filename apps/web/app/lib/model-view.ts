import type { ColourViewerState, VariantsSectionLayout } from '@dealer/domain'

/*
 * What a model's page hands its parts (docs/spec-coverage.md, Dealer site: models): shaped by
 * app/.server/model-page.ts, shown by app/components/models/.
 */

/** A variant card: names, price, its features (sanitised HTML) split at 8, and its quote link. */
export interface VariantCardData {
  id: string
  name: string
  fullName: string
  series: string | null
  image: string | null
  from: string | null
  features: string[]
  moreFeatures: string[]
  quoteHref: string
}

export interface VariantsData extends VariantsSectionLayout {
  cards: VariantCardData[]
}

/** The colour viewer's variants, colours, second-selector groups and the state the URL asked for. */
export interface ColourViewerData {
  variants: { name: string; fullName: string; image: string | null; from: string | null }[]
  colours: { name: string; hexCode: string; photo: string | null; model_variant_name: string | null }[]
  /** The colour groups of the second variant selector; empty when the model has none. */
  groups: string[]
  state: ColourViewerState
}
