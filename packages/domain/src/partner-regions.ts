/**
 * The named regions of a page a dealer fills with partner blocks from its tenant file
 * (docs/spec-coverage.md, Theme kit: page slots and partner blocks; docs/decisions/023-partner-blocks.md).
 */
export const PARTNER_REGIONS = [
  /** A badge on each car card and beside the car page's title. */
  'card-badge',
  /** A pricing widget beside the car page's price. */
  'car-price',
  /** A payments or finance block in the car page's panel, under the actions. */
  'car-finance',
  /** A media block under the car page's photos. */
  'gallery-media',
  /** A banner above the search results. */
  'results-banner',
  /** Secondary content below the car's details. */
  'car-below',
] as const
export type PartnerRegion = (typeof PARTNER_REGIONS)[number]
