import { Slot, type CardWatchlist, type CtaAction } from '@dealer/theme-contract'
import type { FavouriteEntry } from '@dealer/domain'
import { CompareToggle } from './compare-toggle'
import { FavouriteToggle } from './favourite-toggle'
import { PdfLink } from './pdf-link'
import { PhoneBlock } from './phone-block'
import { ShareBlock } from './share-block'
import { WatchlistToggle } from '~/components/watchlist/watchlist-toggle'
import { PHONE_BLOCK_ID } from '~/lib/call-action'
import type { ShareLink } from '~/lib/car-page'
import * as styles from '~/styles/car.css'

/**
 * The sidebar's actions (docs/spec-coverage.md, Car page): the theme's call-to-action layout, the
 * phone block, save, compare, share and print.
 */
export function CarActions(props: {
  car: { id: string; slug: string; title: string; available: boolean }
  actions: CtaAction[]
  soldMessage: string | null
  /** The car's own number (ADR 016); null when it has none, and the block is left out. */
  phone: {
    name: string
    masked: string
    shown: { number: string; href: string } | null
    reveal: () => Promise<boolean>
  } | null
  watchlist: CardWatchlist | null
  favourite: { saved: boolean; entry: FavouriteEntry } | null
  compare: { on: boolean; count: number } | null
  share: { url: string; links: ShareLink[] }
  printButton: boolean
}) {
  const { car } = props
  const base = `/cars/${car.slug}`
  return (
    <>
      <Slot
        name="VehicleCtas"
        actions={props.actions}
        available={car.available}
        placement="sidebar"
        soldMessage={props.soldMessage}
      />
      {props.phone ? (
        <PhoneBlock
          id={PHONE_BLOCK_ID}
          dealerName={props.phone.name}
          masked={props.phone.masked}
          phone={props.phone.shown}
          action={`${base}/phone`}
          onReveal={props.phone.reveal}
        />
      ) : null}
      {props.watchlist ? <WatchlistToggle watchlist={props.watchlist} /> : null}
      {props.favourite ? (
        <FavouriteToggle action={`${base}/favourite`} saved={props.favourite.saved} entry={props.favourite.entry} />
      ) : null}
      {props.compare ? <CompareToggle carId={car.id} slug={car.slug} {...props.compare} /> : null}
      <ShareBlock url={props.share.url} links={props.share.links} carName={car.title} />
      {props.printButton ? (
        <p className={styles.printLinks}>
          <a href={`/print?car_id=${encodeURIComponent(car.slug)}`} data-print="print">
            Print
          </a>
          <PdfLink href={`${base}/pdf`} filename={`${car.slug}.pdf`} />
        </p>
      ) : null}
    </>
  )
}
