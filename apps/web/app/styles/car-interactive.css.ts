import { style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

/** An outlined brand button (reveal number, open the share dialog). */
export const secondaryButton = style({
  padding: '8px 14px',
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.button,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: 700,
  cursor: 'pointer',
})

// Phone block (docs/spec-coverage.md, Car page).
export const phoneBlock = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '4px 12px',
  padding: 12,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceMuted,
})
export const phoneLabel = style({ flexBasis: '100%', fontSize: '0.85rem', color: vars.color.textMuted })
export const phoneForm = style({ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' })
export const phoneNumber = style({
  fontSize: '1.2rem',
  fontWeight: 700,
  color: vars.color.text,
  letterSpacing: '0.02em',
})

// Favourite toggle.
export const favouriteForm = style({ margin: 0 })
/** A neutral outlined toggle (favourite, view switch). */
const neutralButton = style({
  padding: '8px 14px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.button,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
})
export const favouriteButton = style([
  neutralButton,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    selectors: { '&[aria-pressed="true"]': { color: vars.color.danger, borderColor: vars.color.danger } },
  },
])

// Sticky header (from 500 px of scroll; docs/spec-coverage.md, Car page).
export const stickyHeader = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 40,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
})
export const stickyInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: '8px 16px',
})
export const stickyTitle = style({
  margin: 0,
  fontWeight: 700,
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})
export const stickyPrice = style({ margin: 0, fontWeight: 800, color: vars.color.price, whiteSpace: 'nowrap' })
export const stickyAction = style({
  padding: '8px 14px',
  borderRadius: vars.radius.button,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 480px)': { display: 'none' } },
})

// Share dialog.
export const shareButtons = style({ display: 'flex', flexWrap: 'wrap', gap: 8 })

export const formFrame = style({
  flex: 1,
  width: '100%',
  border: 0,
  borderRadius: vars.radius.input,
  background: vars.color.surface,
})
