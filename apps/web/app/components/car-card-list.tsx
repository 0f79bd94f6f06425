import { ownValue } from '@dealer/domain'
import { Slot, type CarCardProps } from '@dealer/theme-contract'
import { PartnerRegion } from '~/components/partner-region'
import * as partnerStyles from '~/styles/partners.css'

/**
 * Cars as a list of the theme's cards, each with its 1-based position in the list, and the
 * tenant's card badges over the cards they pick (docs/decisions/023-partner-blocks.md).
 */
export function CarCardList({
  cars,
  className,
  headingLevel = 3,
  badges = {},
}: {
  cars: readonly CarCardProps['car'][]
  className: string
  headingLevel?: CarCardProps['headingLevel']
  /** Partner badge HTML by car id, drawn on the server. */
  badges?: Readonly<Record<string, string>>
}) {
  return (
    <ul className={className}>
      {cars.map((car, i) => {
        const badge = ownValue(badges, car.id) ?? ''
        return (
          <li key={car.id} className={badge ? partnerStyles.cardItem : undefined}>
            <Slot name="CarCard" car={car} position={i + 1} headingLevel={headingLevel} />
            <PartnerRegion region="card-badge" html={badge} className={partnerStyles.cardBadge} />
          </li>
        )
      })}
    </ul>
  )
}
