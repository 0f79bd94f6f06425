import { ownValue } from '@dealer/domain'
import baseTheme from '@dealer/theme-base'
import baseCss from '@dealer/theme-base/style.css?url'
import coastalTheme from '@dealer/theme-coastal'
import coastalCss from '@dealer/theme-coastal/style.css?url'
import outbackTheme from '@dealer/theme-outback'
import outbackCss from '@dealer/theme-outback/style.css?url'
import { SLOT_NAMES, type CompleteTheme, type ThemeDefinition } from '@dealer/theme-contract'

/**
 * A theme must arrive with every slot filled (`withBaseSlots` in its own source does that), since a
 * base component rendered from base's build would have no styles on another theme's page.
 */
function complete(theme: ThemeDefinition): CompleteTheme {
  const missing = SLOT_NAMES.filter((name) => !theme.slots[name])
  if (missing.length > 0) {
    throw new Error(
      `Theme "${theme.name}" leaves slots unfilled: ${missing.join(', ')}. Wrap its slots in withBaseSlots().`,
    )
  }
  return theme as CompleteTheme
}

/**
 * The registry of installed themes: the only place the app names a theme package.
 * Each theme's CSS is its own hashed asset, linked only on its tenants' pages.
 */
const registry: Record<string, { theme: CompleteTheme; cssUrl: string }> = {
  base: { theme: complete(baseTheme), cssUrl: baseCss },
  coastal: { theme: complete(coastalTheme), cssUrl: coastalCss },
  outback: { theme: complete(outbackTheme), cssUrl: outbackCss },
}

export const THEME_NAMES = Object.keys(registry)

export function getTheme(name: string): { theme: CompleteTheme; cssUrl: string } {
  return ownValue(registry, name) ?? registry.base!
}

/** Every installed theme with its stylesheet, for the theme gallery. */
export function galleryThemes(): { theme: CompleteTheme; cssUrl: string }[] {
  return THEME_NAMES.map((name) => getTheme(name))
}
