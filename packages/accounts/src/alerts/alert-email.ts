import { CAR_NOUN, formatMoney, hasPrice, type StockNoun } from '@dealer/domain'

/*
 * The alert emails, as plain text: every mail client shows it, links stay visible, and nothing
 * in a car's name can become markup. Written when the alert is enqueued, so the stored row is
 * exactly what the shopper is told.
 */

/** A car as an alert lists it. */
export interface AlertCar {
  readonly name: string
  readonly price: number
  readonly url: string
}

export interface RenderedEmail {
  readonly subject: string
  readonly body: string
}

/** Cars listed in one email; the rest are behind the search link. */
export const MAX_CARS_PER_EMAIL = 20

const price = (p: number) => (hasPrice(p) ? formatMoney(p) : 'Price on application')
// Names come from dealer feeds: one line each, so a stray newline cannot forge a line of the email.
const line = (text: string) => text.replace(/\s+/g, ' ').trim()

function footer(site: { dealerName: string; manageUrl: string }, unsubscribeUrl: string): string[] {
  return [
    '',
    '--',
    `You get this email because you asked ${line(site.dealerName)} for alerts at this address.`,
    `Your saved searches: ${site.manageUrl}`,
    `Stop these emails: ${unsubscribeUrl}`,
  ]
}

export function newCarsEmail(input: {
  dealerName: string
  noun?: StockNoun
  searchName: string
  searchUrl: string
  manageUrl: string
  cars: readonly AlertCar[]
  unsubscribeUrl: string
}): RenderedEmail {
  const n = input.cars.length
  const shown = input.cars.slice(0, MAX_CARS_PER_EMAIL)
  const name = line(input.searchName)
  const { one, many } = input.noun ?? CAR_NOUN
  return {
    subject: `${n === 1 ? `1 new ${one} matches` : `${n} new ${many} match`} '${name}' at ${line(input.dealerName)}`,
    body: [
      `${n === 1 ? `A new ${one} matches` : `${n} new ${many} match`} your saved search '${name}':`,
      '',
      ...shown.flatMap((c) => [`- ${line(c.name)} – ${price(c.price)}`, `  ${c.url}`]),
      ...(n > shown.length ? [`…and ${n - shown.length} more.`] : []),
      '',
      `See every result: ${input.searchUrl}`,
      ...footer(input, input.unsubscribeUrl),
    ].join('\n'),
  }
}

export function priceDropEmail(input: {
  dealerName: string
  noun?: StockNoun
  manageUrl: string
  cars: readonly (AlertCar & { readonly previousPrice: number })[]
  unsubscribeUrl: string
}): RenderedEmail {
  const n = input.cars.length
  const shown = input.cars.slice(0, MAX_CARS_PER_EMAIL)
  const { one, many } = input.noun ?? CAR_NOUN
  return {
    subject:
      n === 1
        ? `Price drop: ${line(input.cars[0]!.name)} at ${line(input.dealerName)}`
        : `Price drops on ${n} ${many} in your watchlist at ${line(input.dealerName)}`,
    body: [
      `${n === 1 ? `A ${one}` : `${n} ${many}`} in your watchlist dropped in price:`,
      '',
      ...shown.flatMap((c) => [
        `- ${line(c.name)} – now ${price(c.price)}, was ${price(c.previousPrice)}`,
        `  ${c.url}`,
      ]),
      ...(n > shown.length ? [`…and ${n - shown.length} more.`] : []),
      ...footer(input, input.unsubscribeUrl),
    ].join('\n'),
  }
}
