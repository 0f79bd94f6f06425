import { style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

export const dialog = style({
  width: 'min(440px, calc(100vw - 32px))',
  padding: 20,
  border: 0,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  selectors: { '&::backdrop': { background: 'rgb(0 0 0 / 0.45)' } },
})
/** A dialog that holds a whole page, such as a form in a frame (the contact dialog is at most 800 wide; docs/spec-coverage.md, Car page). */
export const wide = style([
  dialog,
  {
    width: 'min(800px, calc(100vw - 16px))',
    height: 'min(880px, calc(100dvh - 32px))',
    display: 'flex',
    flexDirection: 'column',
    padding: 16,
    selectors: { '&:not([open])': { display: 'none' } },
  },
])
export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: 16,
})
export const title = style({ margin: 0, fontSize: '1.2rem' })
export const close = style({
  background: 'none',
  border: 0,
  fontSize: '1.6rem',
  lineHeight: 1,
  cursor: 'pointer',
  color: vars.color.text,
})
