import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

export const layout = style({
  display: 'grid',
  gap: 16,
  '@media': {
    'screen and (min-width: 40rem)': {
      gridTemplateColumns: 'minmax(0, 27.5rem) minmax(12rem, 1fr)',
      alignItems: 'center',
    },
  },
})

/** The drawing keeps its 4:3 box from its width, so nothing jumps while it renders. */
export const svg = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.input,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
})

export const land = style({ fill: `color-mix(in srgb, ${vars.color.surfaceMuted} 70%, ${vars.color.surface})` })
export const grid = style({ stroke: vars.color.border, strokeWidth: 1, opacity: 0.7 })
export const reach = style({
  fill: `color-mix(in srgb, ${vars.color.brand} 6%, transparent)`,
  stroke: `color-mix(in srgb, ${vars.color.brand} 35%, transparent)`,
  strokeWidth: 1,
  strokeDasharray: '4 4',
})
export const dot = style({ fill: vars.color.textMuted })
export const placeLabel = style({
  fill: vars.color.text,
  fontSize: 13,
  fontWeight: 500,
  paintOrder: 'stroke',
  stroke: vars.color.surface,
  strokeWidth: 3,
  strokeLinejoin: 'round',
})
export const pin = style({ fill: vars.color.brand })
export const pinHole = style({ fill: vars.color.surface })
export const pinShadow = style({ fill: 'rgb(0 0 0 / 0.25)' })
export const scale = style({ fill: vars.color.text, stroke: 'none', fontSize: 12, fontWeight: 600 })
globalStyle(`${scale} path`, { fill: 'none', stroke: vars.color.text, strokeWidth: 2 })
export const north = style({ fill: vars.color.text, fontSize: 11, fontWeight: 700 })

export const details = style({ display: 'grid', gap: 6, alignContent: 'start' })
export const name = style({ margin: 0, fontWeight: 700 })
export const address = style({ fontStyle: 'normal', color: vars.color.textMuted, lineHeight: 1.5 })
export const directions = style({
  justifySelf: 'start',
  marginTop: 6,
  padding: '8px 16px',
  borderRadius: vars.radius.button,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brand, color: vars.color.brandContrast } },
})
