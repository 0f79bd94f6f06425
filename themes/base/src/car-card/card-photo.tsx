import type { CardImage } from '@dealer/theme-contract'
import { Icon } from '../icons/icons'
import * as s from './card-photo.css'

/** The card photo (eager for the first row, lazy after), or a drawn placeholder. */
export function CardPhoto({
  image,
  position,
  className,
  placeholderClassName = s.placeholder,
}: {
  image: CardImage | null
  position: number
  className: string
  placeholderClassName?: string
}) {
  if (!image) {
    return (
      <div className={placeholderClassName}>
        <Icon name="car" className={s.placeholderIcon} />
        <span>Photos coming soon</span>
      </div>
    )
  }
  const eager = position <= 3
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'auto' : 'async'}
    />
  )
}
