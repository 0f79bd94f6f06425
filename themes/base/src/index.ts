// Tokens and page defaults first, so they come before every component rule in style.css.
import './theme.css'
import './styles/global.css'
import { defineTheme } from '@dealer/theme-contract'
import { theme as browserTheme } from './browser'
import { baseSlots, IconSprite } from './source'
import { tokens } from './tokens'

/**
 * The base theme ("Classic"): fills every slot; other themes fall back to it. The browser's theme
 * (./browser) plus what only the server uses: the token values, Header and Footer, the icons' sprite.
 */
export const theme = defineTheme({ ...browserTheme, tokens, slots: baseSlots, sprite: IconSprite })

export default theme
export { tokens }
export * from './source'
