import { CardArticle, CardTitle, type CarCardProps } from '@dealer/theme-contract'
import { Icon } from '../icons/icons'
import { visuallyHidden } from '../styles/utils.css'
import { CardPhoto } from './card-photo'
import * as s from './car-card.css'
import { FIND_SIMILAR, PRICE_ON_APPLICATION } from './labels'
import { tagLook } from './tag-look'
import { WatchlistForm } from './watchlist-form'

/**
 * Classic stock card: photo on top with the tag ribbon and the photo count, the title (the one
 * link, stretched over the card), attribute chips, then location left and the price bottom-right,
 * and the save-to-watchlist button when the page gives one.
 */
export function CarCard({ car, position, headingLevel, watchlist }: CarCardProps) {
  return (
    <CardArticle car={car} position={position} className={car.available ? s.card : `${s.card} ${s.unavailable}`}>
      <div className={s.media}>
        <CardPhoto image={car.image} position={position} className={s.image} />
        {car.tag ? <span className={s.tag[tagLook(car.tag)]}>{car.tag.label}</span> : null}
        {car.photoCount > 0 ? (
          <span className={s.photoCount}>
            <Icon name="camera" />
            {car.photoCount}
            <span className={visuallyHidden}> photos</span>
          </span>
        ) : null}
      </div>
      <div className={s.body}>
        <CardTitle car={car} headingLevel={headingLevel} className={s.title} linkClassName={s.titleLink} />
        {car.subtitle ? <p className={s.subtitle}>{car.subtitle}</p> : null}
        {car.attributes.length > 0 ? (
          <ul className={s.chips}>
            {car.attributes.map((attribute) => (
              <li key={attribute.key} className={s.chip} data-attribute={attribute.key}>
                <span className={visuallyHidden}>{attribute.label}: </span>
                {attribute.value}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={s.footer}>
          {car.location ? (
            <p className={s.location}>
              <Icon name="pin" />
              {car.location}
            </p>
          ) : null}
          <div className={s.priceBlock}>
            {car.wasPrice ? (
              <s className={s.wasPrice}>
                <span className={visuallyHidden}>Was </span>
                {car.wasPrice}
              </s>
            ) : null}
            {car.price ? <p className={s.price}>{car.price}</p> : <p className={s.poa}>{PRICE_ON_APPLICATION}</p>}
            {car.priceLabel ? <span className={s.priceLabel}>{car.priceLabel}</span> : null}
            {car.weekly ? <span className={s.weekly}>{car.weekly}</span> : null}
          </div>
        </div>
        {!car.available && car.similarHref ? (
          <a className={s.similar} href={car.similarHref}>
            <Icon name="search" />
            {FIND_SIMILAR}
          </a>
        ) : null}
        {watchlist ? (
          <WatchlistForm
            watchlist={watchlist}
            carTitle={car.title}
            formClass={s.watchlistForm}
            buttonClass={s.watchlistButton}
          />
        ) : null}
      </div>
    </CardArticle>
  )
}
