import { vars } from '@dealer/theme-contract/vars'
import { createGlobalTheme, globalStyle } from '@vanilla-extract/css'
import { tokens } from './tokens'

// This theme's values for the contract's variables; base's page defaults and the base parts
// outback reuses read the same variables, so they take this look.
createGlobalTheme(':root', vars, tokens)

// Dark surfaces: the browser draws form controls, scrollbars and the default canvas dark too.
globalStyle(':root', { colorScheme: 'dark', background: vars.color.surface })

// Base's footer draws on the inverse pair, which is sand with near-black text in this theme (the pairs need
// it light: textInverse reads on the brand). Inside the page footer it is set back to night and
// bone (17:1), under the same sunset rule as the header.
globalStyle('footer', {
  vars: { [vars.color.surfaceInverse]: '#0b0907', [vars.color.textInverse]: vars.color.text },
  marginTop: vars.space.section,
  borderTop: '4px solid transparent',
  borderImage: `linear-gradient(90deg, ${vars.color.brand}, ${vars.color.accent}) 1`,
})
