import { vars } from '@dealer/theme-contract/vars'
import { globalStyle } from '@vanilla-extract/css'

// Page-wide defaults drawn only from the contract's variables, so every theme that includes
// them (base, and themes built on base's source) gets its own look from its own tokens.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: '1rem',
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
})

globalStyle('img', { display: 'block', maxWidth: '100%', height: 'auto' })

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: 2,
})

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transitionDuration: '0.01ms !important',
      animationDuration: '0.01ms !important',
    },
  },
})
