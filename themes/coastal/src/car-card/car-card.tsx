import { CardAttributes, CardEnd, CardMedia, CardPrice, Icon } from '@dealer/theme-base/source'
import { CardArticle, CardTitle, type CarCardProps } from '@dealer/theme-contract'
import * as s from './car-card.css'

/**
 * Coastal stock card: a rounded card with an inset photo; the tag pill and photo count sit on
 * the photo and the price chip over its bottom-left corner (after the title in reading order). Attributes are one quiet line; weekly repayments a soft pill.
 * The save-to-watchlist button, when the page gives one, is a soft pill at the end.
 */
export function CarCard({ car, position, headingLevel, watchlist }: CarCardProps) {
  return (
    <CardArticle car={car} position={position} className={car.available ? s.card : `${s.card} ${s.unavailable}`}>
      <CardMedia car={car} position={position} classes={s} />
      <div className={s.body}>
        <CardTitle car={car} headingLevel={headingLevel} className={s.title} linkClassName={s.titleLink} />
        {car.subtitle ? <p className={s.subtitle}>{car.subtitle}</p> : null}
        {/* Read after the title, drawn over the photo: flex order lifts the anchor to the top. */}
        <div className={s.priceAnchor}>
          <p className={s.priceChip}>
            <CardPrice car={car} priceTag="strong" classes={s} />
          </p>
        </div>
        <CardAttributes attributes={car.attributes} listClass={s.specs} itemClass={s.spec} />
        <div className={s.meta}>
          {car.location ? (
            <p className={s.location}>
              <Icon name="pin" />
              {car.location}
            </p>
          ) : null}
          {car.weekly ? <span className={s.weekly}>{car.weekly}</span> : null}
        </div>
        <CardEnd car={car} watchlist={watchlist} classes={s} />
      </div>
    </CardArticle>
  )
}
