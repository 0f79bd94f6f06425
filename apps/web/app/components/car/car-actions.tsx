import { Slot, type CtaAction } from '@dealer/theme-contract'
import type { FavouriteEntry } from '@dealer/domain'
import { PhoneBlock } from './phone-block'
import { ShareBlock } from './share-block'
import { PHONE_BLOCK_ID } from '~/lib/call-action'
import type { ShareLink } from '~/lib/car-page'
import { holdSubmits, releasing } from '~/lib/held-submits'
import { onDemand } from '~/lib/on-demand'
import type { WatchlistView } from '~/lib/watchlist'

// Save, favourite, compare and print are forms and links that work without JavaScript; their code
// loads when the shopper reaches each (~/lib/on-demand.tsx), not with the page (bench/pages/RESULTS.md,
// session 10). A press that comes before it is held and made once the code has hydrated the part
// (~/lib/held-submits.tsx), or posts as without JavaScript should the code not come. The phone
// block and share stay with the page: the call buttons reveal through the page's state, and share's
// buttons replace its links as soon as the page hydrates.
const watchlistHold = holdSubmits('watchlist')
const favouriteHold = holdSubmits('favourite')
const compareHold = holdSubmits('compare-toggle')
const CarWatchlist = onDemand(() => import('./sidebar-parts').then((m) => m.CarWatchlist), { id: 'watchlist' })
const FavouriteToggle = onDemand(
  () => import('./sidebar-parts').then((m) => releasing(m.FavouriteToggle, favouriteHold)),
  { id: 'favourite' },
)
const CompareToggle = onDemand(() => import('./sidebar-parts').then((m) => releasing(m.CompareToggle, compareHold)), {
  id: 'compare-toggle',
})
const PrintLinks = onDemand(() => import('./sidebar-parts').then((m) => m.PrintLinks), { id: 'print-links' })

/**
 * The sidebar's actions (docs/spec-coverage.md, Car page): the theme's call-to-action layout, the
 * phone block, save, compare, share and print.
 */
export function CarActions(props: {
  car: { id: string; slug: string; title: string; available: boolean; noun: { singular: string } }
  actions: CtaAction[]
  soldMessage: string | null
  /** The car's own number (ADR 016); null when it has none, and the block is left out. */
  phone: {
    name: string
    masked: string
    shown: { number: string; href: string } | null
    reveal: () => Promise<boolean>
  } | null
  watchlist: WatchlistView
  favourite: { saved: boolean; entry: FavouriteEntry } | null
  compare: { on: boolean; count: number; full: boolean } | null
  share: { url: string; links: ShareLink[] }
  printButton: boolean
}) {
  const { car } = props
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
          action={`/cars/${car.slug}/phone`}
          onReveal={props.phone.reveal}
        />
      ) : null}
      {/* Sold cars show no save button unless saved when the page loaded (~/lib/watchlist.ts). */}
      {car.available || props.watchlist.savedIds.includes(car.id) ? (
        <CarWatchlist view={props.watchlist} carId={car.id} available={car.available} hold={watchlistHold} />
      ) : null}
      {props.favourite ? (
        <FavouriteToggle
          action={`/cars/${car.slug}/favourite`}
          saved={props.favourite.saved}
          entry={props.favourite.entry}
        />
      ) : null}
      {props.compare ? (
        <CompareToggle
          carId={car.id}
          slug={car.slug}
          on={props.compare.on}
          count={props.compare.count}
          full={props.compare.full}
        />
      ) : null}
      <ShareBlock
        url={props.share.url}
        links={props.share.links}
        carName={car.title}
        shareTitle={`Share this ${car.noun.singular.toLowerCase()}`}
      />
      {props.printButton ? <PrintLinks id="print-links" slug={car.slug} /> : null}
    </>
  )
}
