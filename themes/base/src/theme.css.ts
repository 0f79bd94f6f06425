import { vars } from '@dealer/theme-contract/vars'
import { createGlobalTheme } from '@vanilla-extract/css'
import { tokens } from './tokens'

// The contract's variables get this theme's values on :root. A tenant's brand colours are
// applied later as inline variables on <html>, which win over this rule.
createGlobalTheme(':root', vars, tokens)
