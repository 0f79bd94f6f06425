import * as layout from '~/styles/layout.css'
import * as home from '~/styles/home.css'

/** An offer as the pages show it: the expiry already formatted (dd/MM/yyyy). */
export interface OfferCard {
  slug: string
  title: string
  summary: string
  expires: string | null
}

/** The dealer's offers as a grid of cards (home, /special-offers, marketing pages). */
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
          {o.expires ? <p className={layout.muted}>Offer ends {o.expires}</p> : null}
        </li>
      ))}
    </ul>
  )
}
