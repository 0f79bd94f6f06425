import { Slot, type CarCardProps } from '@dealer/theme-contract'

/** Cars as a list of the theme's cards, each with its 1-based position in the list. */
export function CarCardList({
  cars,
  className,
  headingLevel = 3,
}: {
  cars: readonly CarCardProps['car'][]
  className: string
  headingLevel?: CarCardProps['headingLevel']
}) {
  return (
    <ul className={className}>
      {cars.map((car, i) => (
        <li key={car.id}>
          <Slot name="CarCard" car={car} position={i + 1} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
