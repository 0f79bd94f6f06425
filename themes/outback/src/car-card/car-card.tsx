import { CardAttributes, CardEnd, CardLocation, CardPrice, CardShell } from '@dealer/theme-base/source'
import type { CarCardProps } from '@dealer/theme-contract'
import * as s from './car-card.css'

/**
 * Outback stock card, photo first (base's card parts in this theme's classes): the photo runs edge
 * to edge with the tag as a bold block on it; the price band sits straight under the photo, read
 * after the title (the shell's body is `display: contents`, so flex order places the band); then
 * the title, spec tiles and location. The title's link covers the whole card.
 */
export function CarCard({ car, position, headingLevel, watchlist }: CarCardProps) {
  return (
    <CardShell car={car} position={position} headingLevel={headingLevel} classes={s}>
      <p className={s.priceBand}>
        <CardPrice car={car} priceTag="strong" classes={s} />
        {car.weekly ? <span className={s.weekly}>{car.weekly}</span> : null}
      </p>
      <CardAttributes attributes={car.attributes} listClass={s.specs} itemClass={s.spec} />
      <CardLocation location={car.location} className={s.location} />
      <CardEnd car={car} watchlist={watchlist} classes={s} />
    </CardShell>
  )
}
