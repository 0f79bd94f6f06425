import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

/** Both live regions sit in one fixed strip above the mobile bottom bar; only a toast takes clicks. */
export const region = style({
  position: 'fixed',
  insetInline: 16,
  bottom: 88,
  zIndex: 60,
  display: 'grid',
  justifyItems: 'center',
  pointerEvents: 'none',
})

const leave = keyframes({ to: { opacity: 0, visibility: 'hidden' } })

export const FADE_MS = 200

const base = style({
  position: 'relative',
  display: 'grid',
  gap: 4,
  width: 'min(100%, 420px)',
  padding: '12px 44px 12px 16px',
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.raised,
  pointerEvents: 'auto',
  // Timed by CSS, so a toast rendered by the server (no JavaScript) leaves on its own too.
  animationName: leave,
  animationDuration: `${FADE_MS}ms`,
  animationTimingFunction: 'ease-in',
  animationFillMode: 'forwards',
  selectors: {
    '&:hover, &:focus-within': { animationPlayState: 'paused' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '1ms' } },
})

export const toast = styleVariants({
  default: [base, { background: vars.color.surfaceInverse, color: vars.color.textInverse }],
  destructive: [base, { background: vars.color.danger, color: '#fff' }],
})

export const title = style({ margin: 0, fontWeight: 700 })
export const description = style({ margin: 0 })
export const action = style({
  justifySelf: 'start',
  color: 'inherit',
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
})
export const dismiss = style({
  position: 'absolute',
  top: 6,
  insetInlineEnd: 6,
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.button,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
})
