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
 * Coastal stock card: a rounded card with an inset photo; the tag pill and photo count sit on
 * the photo and the price chip over its bottom-left corner (after the title in reading order). Attributes are one quiet line; weekly repayments a soft pill.
 * The save-to-watchlist button, when the page gives one, is a soft pill at the end.
 */
export function CarCard({ car, position, headingLevel, watchlist }: CarCardProps) {
  return (
    <CardArticle car={car} position={position} className={car.available ? s.card : `${s.card} ${s.unavailable}`}>
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
      <div className={s.body}>
        <CardTitle car={car} headingLevel={headingLevel} className={s.title} linkClassName={s.titleLink} />
        {car.subtitle ? <p className={s.subtitle}>{car.subtitle}</p> : null}
        {/* Read after the title, drawn over the photo: flex order lifts the anchor to the top. */}
        <div className={s.priceAnchor}>
          <p className={s.priceChip}>
            {car.wasPrice ? (
              <s className={s.wasPrice}>
                <span className={visuallyHidden}>Was </span>
                {car.wasPrice}
              </s>
            ) : null}
            {car.price ? (
              <strong className={s.price}>{car.price}</strong>
            ) : (
              <strong className={s.poa}>{PRICE_ON_APPLICATION}</strong>
            )}
            {car.priceLabel ? <span className={s.priceLabel}>{car.priceLabel}</span> : null}
          </p>
        </div>
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
        <div className={s.meta}>
          {car.location ? (
            <p className={s.location}>
              <Icon name="pin" />
              {car.location}
            </p>
          ) : null}
          {car.weekly ? <span className={s.weekly}>{car.weekly}</span> : null}
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
