import { ownValue } from '@dealer/domain'
import { Slot, type CarCardData, type CarCardProps } from '@dealer/theme-contract'
import { PartnerRegion } from '~/components/partner-region'
import { isHtmlCard, pageCardId, useCardHtml, useDocumentCards, type PageCard } from '~/lib/card-html'
import { carAnchor } from '~/lib/watchlist'
import * as partnerStyles from '~/styles/partners.css'

/** What a card's list item holds: the theme's card and the tenant's badge over it (docs/decisions/023-partner-blocks.md). */
export function CarCardContent({ badge, ...card }: CarCardProps & { badge: string }) {
  return (
    <>
      <Slot name="CarCard" {...card} />
      <PartnerRegion region="card-badge" html={badge} className={partnerStyles.cardBadge} />
    </>
  )
}

/**
 * One card in a list. On the server its HTML comes from the per-tenant card cache
 * (app/.server/card-html.ts: the same markup React would write here, kept by everything the card
 * shows); in the browser React renders the card itself, so hydration finds the markup it expects
 * and the save button works as before.
 */
export function CarCardItem({
  badge,
  car: pageCard,
  watchlist,
  anchored = false,
  ...rest
}: Omit<CarCardProps, 'car' | 'watchlist'> & {
  car: PageCard
  badge: string
  /**
   * The item carries the id `car-{id}` (results lists, where a car is listed once), so a save
   * posted without JavaScript comes back to its card (watchlistCall adds the anchor).
   */
  anchored?: boolean
  /** The save button, or how to draw it from the card (a card sent as HTML only has its data on the server alone). */
  watchlist?: CarCardProps['watchlist'] | ((car: CarCardData) => CarCardProps['watchlist'])
}) {
  const documentCards = useDocumentCards()
  const toHtml = useCardHtml()
  const className = badge ? partnerStyles.cardItem : undefined
  const id = anchored ? carAnchor(pageCardId(pageCard)) : undefined
  const car = isHtmlCard(pageCard) ? documentCards?.get(pageCard) : pageCard
  // A card the document sent as HTML only (docs/decisions/026-cards-as-html.md): the browser keeps
  // the server's markup as it is (React leaves inner HTML alone when it hydrates).
  if (!car)
    return <li id={id} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  const card = { ...rest, car, watchlist: typeof watchlist === 'function' ? watchlist(car) : watchlist }
  const html = toHtml?.(card, badge)
  if (html !== undefined) return <li id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />
  return (
    <li id={id} className={className}>
      <CarCardContent badge={badge} {...card} />
    </li>
  )
}

/**
 * Cars as a list of the theme's cards, each with its 1-based position in the list, and the
 * tenant's card badges over the cards they pick (docs/decisions/023-partner-blocks.md).
 */
export function CarCardList({
  cars,
  className,
  headingLevel = 3,
  badges = {},
}: {
  cars: readonly PageCard[]
  className: string
  headingLevel?: CarCardProps['headingLevel']
  /** Partner badge HTML by car id, drawn on the server. */
  badges?: Readonly<Record<string, string>>
}) {
  return (
    <ul className={className}>
      {cars.map((car, i) => (
        <CarCardItem
          key={pageCardId(car)}
          car={car}
          position={i + 1}
          headingLevel={headingLevel}
          badge={ownValue(badges, pageCardId(car)) ?? ''}
        />
      ))}
    </ul>
  )
}
