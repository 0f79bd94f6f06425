import { z } from 'zod'
import { defineBlock } from '../block'
import { httpsUrl, sitePath } from '../urls'

/** Providers whose videos are linked to (not framed: the CSP allows frames from the site only). */
const PROVIDERS: readonly { host: RegExp; name: string }[] = [
  { host: /^(www\.)?(youtube\.com|youtu\.be)$/, name: 'YouTube' },
  { host: /^(www\.|player\.)?vimeo\.com$/, name: 'Vimeo' },
]

const providerOf = (url: string) => PROVIDERS.find((p) => p.host.test(new URL(url).hostname)) ?? null

/**
 * `video`: an MP4 on this site, played in place (media-src 'self'), or a YouTube or Vimeo video,
 * linked to on the provider's site.
 */
export const videoBlock = defineBlock({
  type: 'video',
  regions: ['gallery-media', 'car-below'],
  schema: z
    .object({
      title: z.string().trim().min(1).max(80),
      url: z.union([
        sitePath.refine((v) => v.endsWith('.mp4'), 'a video on this site must be an .mp4'),
        httpsUrl.refine((v) => providerOf(v) !== null, 'must be a YouTube or Vimeo address'),
      ]),
      poster: sitePath.optional(),
      /** Captions (WebVTT on this site) for a video with speech; a video without speech says `silent`. */
      captions: sitePath.refine((v) => v.endsWith('.vtt'), 'captions must be a .vtt file').optional(),
      silent: z.boolean().default(false),
    })
    .strict()
    .refine((p) => !p.url.startsWith('/') || p.silent || p.captions, {
      message: 'a video on this site needs captions, or silent: true when it has no speech',
      path: ['captions'],
    }),
  Component({ props }) {
    if (props.url.startsWith('/')) {
      return (
        <figure data-partner-video="">
          {props.captions ? (
            <video controls preload="none" src={props.url} poster={props.poster} aria-label={props.title}>
              <track kind="captions" src={props.captions} srcLang="en" label="English" default />
            </video>
          ) : (
            <video controls muted preload="none" src={props.url} poster={props.poster} aria-label={props.title} />
          )}
          <figcaption>{props.title}</figcaption>
        </figure>
      )
    }
    return (
      <p data-partner-video="">
        <a href={props.url} rel="noopener external">
          Watch {props.title} on {providerOf(props.url)!.name}
        </a>
      </p>
    )
  },
})
