// When each event of the catalogue fires (docs/analytics.md): kept apart from catalogue.ts so that
// the browser's tracker (`@dealer/analytics/client`) does not ship these texts.
import type { EventId } from './catalogue'

/** When each event fires, by id. */
export const EVENT_MEANINGS: { readonly [Id in EventId]: string } = {
  /** car_viewed */
  4: 'A car page is shown, once per car per browser tab session (reloads and back do not count again).',
  /** phone_revealed */
  9: 'The dealer’s masked number is revealed on a car page (the reveal was recorded by the server).',
  /** search_viewed */
  14: 'Search results are shown: the first page load and each search changed in the page.',
  /** search_filter_changed */
  15: 'A filter of the search panel is changed (before Show Me is pressed).',
  /** car_action_clicked */
  17: 'A call-to-action of a car page is pressed (Enquire Now, test drive, trade-in, finance, reserve, Call Now…).',
  /** lead_sent */
  18: 'A lead was stored: the thank-you page (or trade-in estimate) of a lead with its lead_id, once per lead.',
  /** car_shared */
  25: 'A car is shared: the link copied, or a share link (Facebook, X, email, SMS…) pressed.',
  /** finance_calculator_used */
  26: 'The first interaction with a car page’s finance calculator; once per page.',
  /** favourite_changed */
  39: 'A car is added to or taken off the favourites (after the server took it).',
  /** compare_changed */
  48: 'A car is added to or taken off the compare list.',
  /** car_printed */
  49: 'A car’s print view is opened, or its PDF downloaded.',
  /** watchlist_changed */
  51: 'A signed-in shopper saves a car to, or removes it from, the watchlist (after the server took it).',
  /** search_saved */
  60: 'A signed-in shopper saves a search for alerts (recorded by the server when the save is stored).',
  /** signed_in */
  61: 'A shopper signs in with a code (recorded by the server when the session starts).',
}
