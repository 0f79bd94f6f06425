import { carCards as fixtureCards } from '@dealer/theme-contract/fixtures'
import type { AppLoadContext } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { isHtmlCard } from '~/lib/card-html'
import { documentCards, pageCards } from './page-cards'

const context = (documentRequest?: boolean) => ({ documentRequest }) as unknown as AppLoadContext
const cards = fixtureCards.slice(0, 2)

describe('cards in page data', () => {
  it("a document's data names the cars only; the render gets the whole cards", () => {
    const ctx = context(true)
    const sent = pageCards(ctx, cards)
    expect(sent).toEqual(cards.map((c) => c.id))
    expect(sent.every(isHtmlCard)).toBe(true)
    expect(JSON.stringify(sent)).not.toContain(cards[0]!.title)
    expect(documentCards(ctx)?.get(cards[1]!.id)).toBe(cards[1])
  })

  it('a data request (a search in the page) and a signed-in shopper get whole cards', () => {
    for (const [ctx, interactive] of [
      [context(false), false],
      [context(undefined), false],
      [context(true), true],
    ] as const) {
      expect(pageCards(ctx, cards, { interactive })).toEqual(cards)
      expect(documentCards(ctx)).toBeNull()
    }
  })
})
