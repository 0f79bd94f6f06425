import { CardArticle, CardTitle, type CarCardProps } from '@dealer/theme-contract'
import { Icon } from '../icons/icons'
import { CardAttributes, CardEnd, CardMedia, CardPrice } from './card-parts'
import * as s from './car-card.css'

/**
 * Classic stock card: photo on top with the tag ribbon and the photo count, the title (the one
 * link, stretched over the card), attribute chips, then location left and the price bottom-right,
 * and the save-to-watchlist button when the page gives one.
 */
export function CarCard({ car, position, headingLevel, watchlist }: CarCardProps) {
  return (
    <CardArticle car={car} position={position} className={car.available ? s.card : `${s.card} ${s.unavailable}`}>
      <CardMedia car={car} position={position} classes={s} />
      <div className={s.body}>
        <CardTitle car={car} headingLevel={headingLevel} className={s.title} linkClassName={s.titleLink} />
        {car.subtitle ? <p className={s.subtitle}>{car.subtitle}</p> : null}
        <CardAttributes attributes={car.attributes} listClass={s.chips} itemClass={s.chip} />
        <div className={s.footer}>
          {car.location ? (
            <p className={s.location}>
              <Icon name="pin" />
              {car.location}
            </p>
          ) : null}
          <div className={s.priceBlock}>
            <CardPrice car={car} priceTag="p" classes={s} />
            {car.weekly ? <span className={s.weekly}>{car.weekly}</span> : null}
          </div>
        </div>
        <CardEnd car={car} watchlist={watchlist} classes={s} />
      </div>
    </CardArticle>
  )
}
