import { CAR_TYPES } from '@dealer/domain'
import { z } from 'zod'
import { defineBlock } from '../block'

/**
 * `badge`: a short label on cards and beside the car page's title, for the cars `onlyIf` picks
 * (car types, makes; both optional, both must hold). The label is the config's own words.
 */
export const badgeBlock = defineBlock({
  type: 'badge',
  regions: ['card-badge'],
  schema: z
    .object({
      label: z.string().trim().min(1).max(24),
      tone: z.enum(['neutral', 'brand', 'accent']).default('neutral'),
      onlyIf: z
        .object({
          condition: z.array(z.enum(CAR_TYPES)).min(1).optional(),
          makes: z.array(z.string().min(1)).min(1).optional(),
        })
        .strict()
        .default({}),
    })
    .strict(),
  Component({ props, car }) {
    if (!car) return null
    const { condition, makes } = props.onlyIf
    if (condition && !condition.includes(car.carType)) return null
    if (makes && !makes.some((m) => m.toLowerCase() === car.make.toLowerCase())) return null
    return (
      <span data-partner-badge="" data-tone={props.tone}>
        {props.label}
      </span>
    )
  },
})
