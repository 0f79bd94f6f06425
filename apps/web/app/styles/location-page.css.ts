import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: 16,
  marginBottom: 24,
})
export const eyebrow = style({ margin: 0 })
export const title = style({ fontSize: 'clamp(1.7rem, 1.2rem + 2vw, 2.5rem)', margin: '4px 0 0', lineHeight: 1.15 })
export const rating = style({ margin: '8px 0 0', color: vars.color.textMuted })
globalStyle(`${rating} strong`, { color: vars.color.text, fontSize: '1.1rem' })
globalStyle(`${rating} span`, { color: vars.color.accent })

export const switcher = style({ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', fontWeight: 600 })
export const select = style({
  minHeight: 44,
  padding: '8px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.input,
  background: vars.color.surface,
  font: 'inherit',
})

/** Wide enough for the map beside the address and hours. */
const wide = 'screen and (min-width: 56rem)'

/** Address and hours on the left, the map beside them on wide screens; under them on phones. */
export const grid = style({
  display: 'grid',
  gap: 24,
  alignItems: 'start',
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"address map" "hours map"',
    },
  },
})
// The named areas exist only on wide screens: outside them a named area would be placed on implicit
// lines, and on a phone the cards overlapped with the map squeezed to a thumbnail.
globalStyle(`${grid} > :nth-child(1)`, { '@media': { [wide]: { gridArea: 'address' } } })
globalStyle(`${grid} > :nth-child(2)`, { '@media': { [wide]: { gridArea: 'hours' } } })
export const mapCard = style({
  alignSelf: 'stretch',
  '@media': { [wide]: { gridArea: 'map' } },
})
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 24,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.card,
})
export const cardTitle = style({ fontSize: '1.2rem', margin: 0 })
export const address = style({ fontStyle: 'normal', fontSize: '1.05rem', lineHeight: 1.5 })
export const phoneLine = style({ margin: 0 })
export const phone = style({ fontWeight: 700, fontSize: '1.15rem', color: vars.color.brand, textUnderlineOffset: 3 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '8px 0' })

export const holiday = style({ marginTop: 8, paddingTop: 12, borderTop: `1px solid ${vars.color.border}` })
globalStyle(`${holiday} > summary`, { cursor: 'pointer', fontWeight: 700, color: vars.color.brand })
export const holidayButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: 700,
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
})
export const dialogLead = style({ margin: '0 0 8px', color: vars.color.textMuted })
