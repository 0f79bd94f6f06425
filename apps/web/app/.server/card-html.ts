import { ThemeProvider, type CarCardProps } from '@dealer/theme-contract'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { CarCardContent } from '~/components/car-card-list'
import type { CardHtml } from '~/lib/card-html'
import { getTheme } from '~/themes'
import { isStableCard } from './cards'

/**
 * Rendered cards, most recently used last. The key is the tenant, its theme and everything the card
 * is drawn from (the car's display data with its price and tag, its position, heading level, the
 * save button's state and the badge), so a price, stock or saved-state change is a new entry and
 * no figure outlives it; the oldest entries go first.
 */
const MAX_ENTRIES = 3000
/** Each card's HTML cut where the page URL goes (one piece when the card has no save form). */
const rendered = new Map<string, readonly string[]>()
/**
 * The same for cards that keep their identity while what they show holds (search hits'), by card
 * object: gone with the card when the stock changes. At most this many prop sets per card.
 */
const byCard = new WeakMap<CarCardProps['car'], Map<string, readonly string[]>>()
const MAX_PER_CARD = 64

/** Stands for the page's own URL in a save form's `redirect` field, which is the one per-page value. */
const HERE = '\u0000here\u0000'
/** What React writes for an attribute value (escapeTextForBrowser). */
const escapeAttribute = (value: string) =>
  value.replace(
    /["&'<>]/g,
    (c) => ({ '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[c as '"' | '&' | "'" | '<' | '>'],
  )

/**
 * A tenant's card HTML: the markup `renderToString` writes for the card's list item content, the
 * same React writes inline (so the browser hydrates it as its own), rendered once per distinct card
 * and reused by every page that shows it in the same place.
 */
export function cardHtml(tenant: { slug: string; theme: string }): CardHtml {
  const { theme } = getTheme(tenant.theme)
  return (card: CarCardProps, badge: string) => {
    const redirect = card.watchlist?.fields.find((f) => f.name === 'redirect')?.value
    const keyed = (): CarCardProps =>
      redirect === undefined || !card.watchlist
        ? card
        : {
            ...card,
            watchlist: {
              ...card.watchlist,
              fields: card.watchlist.fields.map((f) => (f.name === 'redirect' ? { name: f.name, value: HERE } : f)),
            },
          }
    const draw = () =>
      renderToString(
        createElement(ThemeProvider, { value: theme }, createElement(CarCardContent, { ...keyed(), badge })),
      ).split(HERE)
    let pieces: readonly string[] | undefined
    if (isStableCard(card.car)) {
      // A search hit's card (app/.server/cards.ts): the object stands for what it shows, so only
      // the rest of the props go into the key.
      const key = `${tenant.slug}\u0000${theme.name}\u0000${badge}\u0000${card.position}\u0000${card.headingLevel}\u0000${watchlistKey(card.watchlist)}`
      let byProps = byCard.get(card.car)
      if (!byProps) byCard.set(card.car, (byProps = new Map()))
      pieces = byProps.get(key)
      if (pieces === undefined) {
        if (byProps.size >= MAX_PER_CARD) byProps.clear()
        byProps.set(key, (pieces = draw()))
      }
    } else {
      const key = `${tenant.slug}\u0000${theme.name}\u0000${badge}\u0000${JSON.stringify(keyed())}`
      pieces = rendered.get(key)
      if (pieces === undefined) {
        pieces = draw()
        if (rendered.size >= MAX_ENTRIES) rendered.delete(rendered.keys().next().value!)
      } else rendered.delete(key)
      rendered.set(key, pieces)
    }
    return pieces.length === 1 ? pieces[0]! : pieces.join(escapeAttribute(redirect ?? ''))
  }
}

/** Everything a save button shows and posts, but the page it comes back to (which the pieces leave out). */
function watchlistKey(watchlist: CarCardProps['watchlist']): string {
  if (!watchlist) return ''
  let key = `${watchlist.saved ? 1 : 0}\u0001${watchlist.label}\u0001${watchlist.action}`
  for (const f of watchlist.fields) key += f.name === 'redirect' ? '\u0001redirect' : `\u0001${f.name}\u0002${f.value}`
  return key
}
