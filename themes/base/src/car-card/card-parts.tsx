import { CardArticle, CardTitle, type CarCardProps, type CarCardData, type CardWatchlist } from '@dealer/theme-contract'
import type { ReactNode } from 'react'
import { Icon } from '../icons/icons'
import { visuallyHidden } from '../styles/utils.css'
import { CardPhoto } from './card-photo'
import { FIND_SIMILAR, PRICE_ON_APPLICATION } from './labels'
import { tagLook, type TagLook } from './tag-look'
import { WatchlistForm } from './watchlist-form'

/*
 * The parts of a stock card as base draws them, in the class names a theme gives: a theme lays
 * them out and styles them, and keeps the wording (photo count, 'Was', 'Price on application',
 * 'Find Me Something Similar') and the markup the app relies on in one place. Hook-free.
 */

/** The class names a theme gives the frame of its card (`CardShell`). */
export interface CardShellClasses extends CardMediaClasses {
  card: string
  /** Added to the card of a car no longer available. */
  unavailable: string
  body: string
  title: string
  titleLink: string
  subtitle: string
}

/**
 * A card's frame: the one article (docs/spec-coverage.md, Theme kit: DOM contract and contract
 * suite), the media on top, then a body that opens with the title (the card's one link) and the
 * subtitle; the theme's own parts follow as children.
 */
export function CardShell({
  car,
  position,
  headingLevel,
  classes: c,
  children,
}: Pick<CarCardProps, 'car' | 'position' | 'headingLevel'> & { classes: CardShellClasses; children: ReactNode }) {
  return (
    <CardArticle car={car} position={position} className={car.available ? c.card : `${c.card} ${c.unavailable}`}>
      <CardMedia car={car} position={position} classes={c} />
      <div className={c.body}>
        <CardTitle car={car} headingLevel={headingLevel} className={c.title} linkClassName={c.titleLink} />
        {car.subtitle ? <p className={c.subtitle}>{car.subtitle}</p> : null}
        {children}
      </div>
    </CardArticle>
  )
}

interface CardMediaClasses {
  media: string
  image: string
  placeholder?: string
  tag: Record<TagLook, string>
  photoCount: string
}

/** The photo (or its placeholder) with the tag and the photo count drawn over it. */
export function CardMedia({
  car,
  position,
  classes: c,
}: {
  car: CarCardData
  position: number
  classes: CardMediaClasses
}) {
  return (
    <div className={c.media}>
      <CardPhoto image={car.image} position={position} className={c.image} placeholderClassName={c.placeholder} />
      {car.tag ? <span className={c.tag[tagLook(car.tag)]}>{car.tag.label}</span> : null}
      {car.photoCount > 0 ? (
        <span className={c.photoCount}>
          <Icon name="camera" />
          {car.photoCount}
          <span className={visuallyHidden}> photos</span>
        </span>
      ) : null}
    </div>
  )
}

/** The card's attributes as a list, each value read with its label ('Odometer: 38,412 km'). */
export function CardAttributes({
  attributes,
  listClass,
  itemClass,
}: {
  attributes: CarCardData['attributes']
  listClass: string
  itemClass: string
}) {
  if (attributes.length === 0) return null
  return (
    <ul className={listClass}>
      {attributes.map((attribute) => (
        <li key={attribute.key} className={itemClass} data-attribute={attribute.key}>
          <span className={visuallyHidden}>{attribute.label}: </span>
          {attribute.value}
        </li>
      ))}
    </ul>
  )
}

/** Where the car is, with a pin; nothing when the card has no location. */
export function CardLocation({ location, className }: { location: string | null; className: string }) {
  if (!location) return null
  return (
    <p className={className}>
      <Icon name="pin" />
      {location}
    </p>
  )
}

/**
 * The struck was-price, the price ('Price on application' without one, in the `poa` class) in a
 * `priceTag` element, and the price label. The theme wraps them.
 */
export function CardPrice({
  car,
  priceTag: Price,
  classes: c,
}: {
  car: CarCardData
  priceTag: 'p' | 'strong'
  classes: { wasPrice: string; price: string; poa: string; priceLabel: string }
}) {
  return (
    <>
      {car.wasPrice ? (
        <s className={c.wasPrice}>
          <span className={visuallyHidden}>Was </span>
          {car.wasPrice}
        </s>
      ) : null}
      {car.price ? (
        <Price className={c.price}>{car.price}</Price>
      ) : (
        <Price className={c.poa}>{PRICE_ON_APPLICATION}</Price>
      )}
      {car.priceLabel ? <span className={c.priceLabel}>{car.priceLabel}</span> : null}
    </>
  )
}

/** What ends a card: 'Find Me Something Similar' on a car no longer available, and the watchlist form. */
export function CardEnd({
  car,
  watchlist,
  classes: c,
}: {
  car: CarCardData
  watchlist: CardWatchlist | null | undefined
  classes: { similar: string; watchlistForm: string; watchlistButton: string }
}) {
  return (
    <>
      {!car.available && car.similarHref ? (
        <a className={c.similar} href={car.similarHref}>
          <Icon name="search" />
          {FIND_SIMILAR}
        </a>
      ) : null}
      {watchlist ? (
        <WatchlistForm
          watchlist={watchlist}
          carTitle={car.title}
          formClass={c.watchlistForm}
          buttonClass={c.watchlistButton}
        />
      ) : null}
    </>
  )
}
