import { z } from 'zod'
import { defineBlock } from '../block'
import { httpsUrl, sitePath } from '../urls'

/** `banner`: a title, the config's text, a link (this site or https) and an optional picture from this site. */
export const bannerBlock = defineBlock({
  type: 'banner',
  regions: ['results-banner', 'car-below'],
  schema: z
    .object({
      title: z.string().trim().min(1).max(80),
      text: z.string().trim().max(300).default(''),
      href: z.union([sitePath, httpsUrl]),
      linkLabel: z.string().trim().min(1).max(40),
      image: z
        .object({ src: sitePath, alt: z.string().max(120) })
        .strict()
        .optional(),
    })
    .strict(),
  Component({ props, region }) {
    const Title = region === 'car-below' ? 'h2' : 'p'
    const external = props.href.startsWith('https:')
    return (
      <section data-partner-banner="" aria-label={props.title}>
        {props.image ? <img src={props.image.src} alt={props.image.alt} loading="lazy" /> : null}
        <div>
          <Title data-partner-title="">{props.title}</Title>
          {props.text ? <p>{props.text}</p> : null}
          <a href={props.href} rel={external ? 'noopener external' : undefined}>
            {props.linkLabel}
          </a>
        </div>
      </section>
    )
  },
})
