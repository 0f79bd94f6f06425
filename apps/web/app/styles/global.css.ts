import { globalStyle } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('html', { WebkitTextSizeAdjust: '100%', scrollBehavior: 'smooth' })
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
})
globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  lineHeight: 1.2,
  margin: '0 0 0.5em',
})
globalStyle('img', { maxWidth: '100%', display: 'block' })
globalStyle('a', { color: 'inherit' })
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 })
globalStyle('button, input, select, textarea', { font: 'inherit' })
globalStyle('html', { '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } } })
// Long email addresses must wrap on a phone rather than widen the page.
globalStyle('a[href^="mailto:"]', { overflowWrap: 'anywhere' })
