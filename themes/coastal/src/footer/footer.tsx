import { Footer as BaseFooter } from '@dealer/theme-base/source'
import type { FooterProps } from '@dealer/theme-contract'
import * as s from './footer.css'

/**
 * Coastal wraps base's footer (markup and styles bundled into this theme's style.css, coloured
 * by coastal's tokens) and tops it with a wave.
 */
export function Footer(props: FooterProps) {
  return (
    <div className={s.wrap}>
      <svg
        className={s.wave[props.stats.length > 0 ? 'stats' : 'plain']}
        viewBox="0 0 1440 60"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M0 34C160 8 320 4 480 20s320 40 480 30 320-40 480-38v48H0z" fill="currentColor" />
      </svg>
      <BaseFooter {...props} />
    </div>
  )
}
