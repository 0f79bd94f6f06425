import baseTheme from '@dealer/theme-base'
import baseCss from '@dealer/theme-base/style.css?url'
import coastalTheme from '@dealer/theme-coastal'
import coastalCss from '@dealer/theme-coastal/style.css?url'
import { completeTheme, type CompleteTheme, type ThemeDefinition } from '@dealer/theme-contract'

/**
 * The registry of installed themes: the only place the app names a theme package.
 * Each theme's CSS is its own hashed asset, linked only on its tenants' pages.
 */
const base = baseTheme as CompleteTheme
const registry: Record<string, { theme: CompleteTheme; cssUrl: string }> = {
  base: { theme: base, cssUrl: baseCss },
  coastal: { theme: completeTheme(coastalTheme as ThemeDefinition, base), cssUrl: coastalCss },
}

export const THEME_NAMES = Object.keys(registry)

export function getTheme(name: string): { theme: CompleteTheme; cssUrl: string } {
  return registry[name] ?? registry.base!
}
