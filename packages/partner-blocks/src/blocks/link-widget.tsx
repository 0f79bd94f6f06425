import { z } from 'zod'
import { defineBlock } from '../block'
import { fillTemplate, httpsTemplate } from '../urls'

/**
 * `link-widget`: a partner's offer for this car (a valuation, an inspection, an insurance quote):
 * a title, the config's text and a link whose https template carries the car's stock number, VIN
 * or price. A car without a fact the template names gets no widget, rather than a wrong link.
 */
export const linkWidgetBlock = defineBlock({
  type: 'link-widget',
  regions: ['car-price', 'car-finance', 'car-below'],
  schema: z
    .object({
      title: z.string().trim().min(1).max(80),
      text: z.string().trim().max(300).default(''),
      linkLabel: z.string().trim().min(1).max(40),
      href: httpsTemplate,
      partner: z.string().trim().min(1).max(60),
    })
    .strict(),
  Component({ props, car, region }) {
    const href = fillTemplate(props.href, car)
    if (!href) return null
    const Title = region === 'car-below' ? 'h2' : 'p'
    return (
      <section data-partner-widget="" aria-label={props.title}>
        <Title data-partner-title="">{props.title}</Title>
        {props.text ? <p>{props.text}</p> : null}
        <a href={href} rel="noopener external">
          {props.linkLabel}
        </a>
        <p data-partner-by="">Offered by {props.partner}</p>
      </section>
    )
  },
})
