import { z } from 'zod'
import { defineBlock } from '../block'

/** `rich-text`: an optional title and a few paragraphs of the config's own words (plain text, escaped). */
export const richTextBlock = defineBlock({
  type: 'rich-text',
  regions: ['car-finance', 'results-banner', 'car-below'],
  schema: z
    .object({
      title: z.string().trim().min(1).max(80).optional(),
      paragraphs: z.array(z.string().trim().min(1).max(600)).min(1).max(6),
    })
    .strict(),
  Component({ props, region }) {
    const Title = region === 'car-below' ? 'h2' : 'p'
    return (
      <section data-partner-text="" aria-label={props.title}>
        {props.title ? <Title data-partner-title="">{props.title}</Title> : null}
        {props.paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </section>
    )
  },
})
