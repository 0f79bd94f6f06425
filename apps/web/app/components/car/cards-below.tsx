import type { PageCard } from '~/lib/card-html'
import { CarCardList } from '~/components/car-card-list'
import * as styles from '~/styles/car.css'

/** A titled list of cards below the car (similar cars, recently viewed); nothing when it is empty. */
export function CardsBelow({
  id,
  title,
  cars,
  badges,
}: {
  id: string
  title: string
  cars: readonly PageCard[]
  /** Partner badge HTML by car id (docs/decisions/023-partner-blocks.md). */
  badges?: Readonly<Record<string, string>>
}) {
  if (cars.length === 0) return null
  return (
    <section id={`${id}-cars`} aria-labelledby={`${id}-title`} className={styles.similar}>
      <h2 id={`${id}-title`}>{title}</h2>
      <CarCardList cars={cars} className={styles.cards} badges={badges} />
    </section>
  )
}
