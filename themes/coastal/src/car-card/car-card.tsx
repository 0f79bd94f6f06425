import { CardAttributes, CardEnd, CardLocation, CardPrice, CardShell } from '@dealer/theme-base/source'
import type { CarCardProps } from '@dealer/theme-contract'
import * as s from './car-card.css'

/**
 * Coastal stock card: a rounded card with an inset photo; the tag pill and photo count sit on
 * the photo and the price chip over its bottom-left corner (after the title in reading order). Attributes are one quiet line; weekly repayments a soft pill.
 * The save-to-watchlist button, when the page gives one, is a soft pill at the end.
 */
export function CarCard({ car, position, headingLevel, watchlist }: CarCardProps) {
  return (
    <CardShell car={car} position={position} headingLevel={headingLevel} classes={s}>
      {/* Read after the title, drawn over the photo: flex order lifts the anchor to the top. */}
      <div className={s.priceAnchor}>
        <p className={s.priceChip}>
          <CardPrice car={car} priceTag="strong" classes={s} />
        </p>
      </div>
      <CardAttributes attributes={car.attributes} listClass={s.specs} itemClass={s.spec} />
      <div className={s.meta}>
        <CardLocation location={car.location} className={s.location} />
        {car.weekly ? <span className={s.weekly}>{car.weekly}</span> : null}
      </div>
      <CardEnd car={car} watchlist={watchlist} classes={s} />
    </CardShell>
  )
}
