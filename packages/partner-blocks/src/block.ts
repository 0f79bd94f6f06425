import type { CarType, PartnerRegion } from '@dealer/domain'
import type { ReactElement } from 'react'
import type { z } from 'zod'

/** What a block may know of the car it sits beside: only facts from stock, never a derived figure. */
export interface PartnerCar {
  readonly id: string
  readonly title: string
  readonly make: string
  readonly carType: CarType
  readonly stockNumber: string
  readonly vin: string | null
  /** Whole dollars, null when the car shows no price. */
  readonly price: number | null
}

export interface BlockRenderProps<P> {
  readonly props: P
  readonly region: PartnerRegion
  /** The car of a car page or card; null in regions without one (results-banner). */
  readonly car: PartnerCar | null
}

/**
 * A registry entry: a type name, the schema of its props (checked when the app starts), the
 * regions it may be put in, and a component drawn once on the server to static HTML. A component
 * returns null to draw nothing (a badge whose condition does not hold, a link missing a car fact).
 * It draws from its props, its region and the car's facts alone (no clock, no request): the app
 * keeps what it drew for the same facts and reuses it.
 */
export interface PartnerBlockType<P = unknown> {
  readonly type: string
  readonly schema: z.ZodType<P, z.ZodTypeDef, unknown>
  readonly regions: readonly PartnerRegion[]
  readonly Component: (props: BlockRenderProps<P>) => ReactElement | null
}

/** Keeps the props type of an entry tied to its schema. */
export function defineBlock<P>(entry: PartnerBlockType<P>): PartnerBlockType<P> {
  return entry
}
