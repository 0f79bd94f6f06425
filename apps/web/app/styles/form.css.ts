import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

export const card = style({
  maxWidth: 680,
  margin: '0 auto',
  padding: 'clamp(20px, 4vw, 36px)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.card,
  background: vars.color.surface,
})
export const form = style({ display: 'grid', gap: 16, marginTop: 16 })
export const alert = style({
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.input,
  padding: '12px 16px',
  background: `color-mix(in srgb, ${vars.color.danger} 8%, ${vars.color.surface})`,
})
export const alertHeading = style({ margin: 0, fontWeight: 700 })
/** Off screen and out of the tab order: the honeypot field (app/components/lead-form). */
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
})
/** A group of fields under one legend (the test drive's day and time). */
export const fieldset = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: 12,
  margin: 0,
  padding: '12px 16px 16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.input,
})
export const legend = style({ padding: '0 6px', fontWeight: 600 })
export const fullRow = style({ gridColumn: '1 / -1' })
/** A page's content with its form beside it on wide screens, above it on phones. */
export const split = style({
  display: 'grid',
  gap: 32,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(340px, 2fr)' } },
})
/** A form card that follows other content on its page (the location page's enquiry). */
export const followingCard = style([card, { marginTop: 32 }])
/** A form card in the side column of `split`. */
export const sideCard = style([card, { margin: 0, width: '100%' }])
/** The submit button first in the markup (Enter submits it), shown last: [Back] [Next]. */
/** A form after the main one (sign-in's 'Use a different number'): set apart from its button. */
export const secondaryForm = style({ marginTop: 20 })

export const actions = style({
  display: 'flex',
  flexDirection: 'row-reverse',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: 12,
})

// Inside the car page's form dialog (?embed=1) the dialog is the card: no second frame, little air.
globalStyle(`body[data-embed] ${card}`, { border: 0, boxShadow: 'none', padding: 4, maxWidth: 'none' })
globalStyle('body[data-embed]', { vars: { '--space-section': '8px' } })
// The dialog has its own close button: no way back to the page it sits on.
globalStyle('body[data-embed] [data-back-link]', { display: 'none' })
