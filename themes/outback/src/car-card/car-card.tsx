import {
  CardPhoto,
  FIND_SIMILAR,
  Icon,
  PRICE_ON_APPLICATION,
  tagLook,
  visuallyHidden,
  WatchlistForm,
} from '@dealer/theme-base/source'
import { CardArticle, CardTitle, type CarCardProps } from '@dealer/theme-contract'
import * as s from './car-card.css'

/**
 * Outback stock card, photo first: the photo runs edge to edge with the tag as a bold block on it,
 * the price band sits straight under the photo (read after the title: flex order lifts it), then the
 * title, specs as a tile row and location. The title's link covers the whole card.
 */
export function CarCard({ car, position, headingLevel, watchlist }: CarCardProps) {
  return (
    <CardArticle car={car} position={position} className={s.card[car.available ? 'available' : 'unavailable']}>
      <div className={s.media}>
        <CardPhoto image={car.image} position={position} className={s.image} placeholderClassName={s.placeholder} />
        {car.tag ? <span className={s.tag[tagLook(car.tag)]}>{car.tag.label}</span> : null}
        {car.photoCount > 0 ? (
          <span className={s.photoCount}>
            <Icon name="camera" />
            {car.photoCount}
            <span className={visuallyHidden}> photos</span>
          </span>
        ) : null}
      </div>
      <CardTitle car={car} headingLevel={headingLevel} className={s.title} linkClassName={s.titleLink} />
      {car.subtitle ? <p className={s.subtitle}>{car.subtitle}</p> : null}
      {/* Read after the title, drawn straight under the photo (flex order). */}
      <p className={s.priceBand}>
        {car.wasPrice ? (
          <s className={s.wasPrice}>
            <span className={visuallyHidden}>Was </span>
            {car.wasPrice}
          </s>
        ) : null}
        <strong className={car.price ? s.price : s.poa}>{car.price ?? PRICE_ON_APPLICATION}</strong>
        {car.priceLabel ? <span className={s.priceLabel}>{car.priceLabel}</span> : null}
        {car.weekly ? <span className={s.weekly}>{car.weekly}</span> : null}
      </p>
      {car.attributes.length > 0 ? (
        <ul className={s.specs}>
          {car.attributes.map((attribute) => (
            <li key={attribute.key} className={s.spec} data-attribute={attribute.key}>
              <span className={visuallyHidden}>{attribute.label}: </span>
              {attribute.value}
            </li>
          ))}
        </ul>
      ) : null}
      {car.location ? (
        <p className={s.location}>
          <Icon name="pin" />
          {car.location}
        </p>
      ) : null}
      {!car.available && car.similarHref ? (
        <a className={s.similar} href={car.similarHref}>
          <Icon name="search" />
          {FIND_SIMILAR}
        </a>
      ) : null}
      {watchlist ? <WatchlistForm watchlist={watchlist} carTitle={car.title} {...s.watchlist} /> : null}
    </CardArticle>
  )
}
