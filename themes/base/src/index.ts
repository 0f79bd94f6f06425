// Tokens and page defaults first, so they come before every component rule in style.css.
import './theme.css'
import './styles/global.css'
import { defineTheme } from '@dealer/theme-contract'
import { theme as browserTheme } from './browser'
import { baseSlots } from './source'
import { tokens } from './tokens'

/** The base theme ("Classic"): fills every slot; other themes fall back to it. */
export const theme = defineTheme({ ...browserTheme, slots: baseSlots })

export default theme
export { tokens }
export * from './source'
