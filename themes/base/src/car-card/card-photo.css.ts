import { vars } from '@dealer/theme-contract/vars'
import { style } from '@vanilla-extract/css'
import { photoPlaceholder } from '../styles/rules'

/** Drawn when a car has no photo yet; a theme may pass its own class instead. */
export const placeholder = style(
  photoPlaceholder({
    color: vars.color.textMuted,
    background: `linear-gradient(135deg, ${vars.color.surfaceMuted}, color-mix(in srgb, ${vars.color.border} 55%, ${vars.color.surfaceMuted}))`,
  }),
)

export const placeholderIcon = style({ width: '3.5rem', height: '3.5rem', opacity: 0.7 })
