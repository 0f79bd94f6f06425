import { COMPARABLE_YEAR_WINDOW, MIN_COMPARABLES } from '@dealer/leads/client'
import * as layout from '~/styles/layout.css'
import * as pages from '~/styles/lead-pages.css'

/**
 * The Trade-in FAQ block (docs/spec-coverage.md, Trade-in, finance and reserve): buying and trading
 * in, how the estimate is calculated, the exact price, outstanding finance and where the car is
 * inspected. The estimate answer describes what app/.server/trade-in-page.ts really does.
 */
export function TradeInFaq(props: { dealer: string; inspectionAt: string }) {
  const items = [
    {
      q: 'Can I trade in my car when I buy one from you?',
      a: `Yes. ${props.dealer} takes your car as part payment: its value comes off the price of the car you buy, and one deal covers both. You can also sell us your car without buying one.`,
    },
    {
      q: 'How is my estimate calculated?',
      a: `From the advertised prices of comparable used and demo cars in our own stock: the same make and model, built within ${COMPARABLE_YEAR_WINDOW} years of yours. Each price is adjusted to your car's year and kilometres, at rates worked out from our prices for that model, and the middle half of them is your range. Cars over 7 years old or with more than 100,000 km get no online estimate, and neither does a model we have fewer than ${MIN_COMPARABLES} comparable cars of; we value those in person.`,
    },
    {
      q: 'Is the estimate the exact price you will pay?',
      a: 'No. It is a guide from our stock prices, which are retail prices. The exact price is confirmed once we have inspected the car, its condition, service history and options, and it allows for the reconditioning a car needs before we can sell it.',
    },
    {
      q: 'What if I still owe money on my car?',
      a: 'You can still trade it in or sell it. We ask your lender for the payout figure and pay the finance out of the price; if you owe more than the car is worth, the difference is settled as part of the deal.',
    },
    {
      q: 'Where is my car inspected?',
      a: `At ${props.inspectionAt}. Bring the car, all its keys and the service books; it takes about 30 minutes, and we can arrange another of our locations if that suits you better.`,
    },
  ]
  return (
    <section aria-labelledby="trade-in-faq">
      <h2 id="trade-in-faq" className={layout.sectionTitle}>
        Trade-in FAQ
      </h2>
      <div className={pages.faq}>
        {items.map((item) => (
          <details key={item.q} className={pages.faqItem}>
            <summary className={pages.faqQuestion}>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
