import type { CarCardProps } from '@dealer/theme-contract'
import { CardAttributes, CardEnd, CardLocation, CardPrice, CardShell } from './card-parts'
import * as s from './car-card.css'

/**
 * Classic stock card: photo on top with the tag ribbon and the photo count, the title (the one
 * link, stretched over the card), attribute chips, then location left and the price bottom-right,
 * and the save-to-watchlist button when the page gives one.
 */
export function CarCard({ car, position, headingLevel, watchlist }: CarCardProps) {
  return (
    <CardShell car={car} position={position} headingLevel={headingLevel} classes={s}>
      <CardAttributes attributes={car.attributes} listClass={s.chips} itemClass={s.chip} />
      <div className={s.footer}>
        <CardLocation location={car.location} className={s.location} />
        <div className={s.priceBlock}>
          <CardPrice car={car} priceTag="p" classes={s} />
          {car.weekly ? <span className={s.weekly}>{car.weekly}</span> : null}
        </div>
      </div>
      <CardEnd car={car} watchlist={watchlist} classes={s} />
    </CardShell>
  )
}
