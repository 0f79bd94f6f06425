import type { OfferCard } from '~/lib/offer-cards'
import * as home from '~/styles/home.css'

export type { OfferCard }

/**
 * The dealer's offers as a grid of cards (home, /special-offers, /eofy, brand pages). An advertised
 * rate carries its comparison rate, the example it rests on and the warning (docs/spec-coverage.md,
 * Dealer site: offers, brands and service).
 */
export function OfferCards({
  offers,
  heading = 'h3',
  anchors = false,
}: {
  offers: readonly OfferCard[]
  heading?: 'h2' | 'h3'
  anchors?: boolean
}) {
  const Heading = heading
  return (
    <ul className={home.offerGrid}>
      {offers.map((o) => (
        <li key={o.slug} className={home.offer} id={anchors ? o.slug : undefined}>
          <Heading className={home.offerTitle}>{o.title}</Heading>
          <p>{o.summary}</p>
          {o.ends ? <p className={home.offerEnds}>{o.ends}</p> : null}
          {o.rate ? (
            <div className={home.offerRate} role="note" aria-label="Comparison rate warning">
              <p>
                {o.rate.rates}. {o.rate.basis}
              </p>
              <p>{o.rate.warning}</p>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
