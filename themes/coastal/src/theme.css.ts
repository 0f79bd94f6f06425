import { vars } from '@dealer/theme-contract/vars'
import { createGlobalTheme } from '@vanilla-extract/css'
import { tokens } from './tokens'

// This theme's values for the contract's variables. Base's page defaults and any base
// component coastal reuses read the same variables, so they take this look.
createGlobalTheme(':root', vars, tokens)
