import { ownValue } from '@dealer/domain/core'
import { SLOT_NAMES, type CompleteTheme, type SlotName, type ThemeDefinition } from '@dealer/theme-contract'
import { themes as installed, type InstalledTheme } from 'virtual:dealer-themes'

/**
 * The installed themes, found by the dealerThemes() Vite plugin (@dealer/theme-kit): every
 * dependency of this app whose package.json declares `dealerTheme` (docs/decisions/022-theme-packages.md).
 * The app names no theme package. Each theme's CSS is its own hashed asset, linked only on its
 * tenants' pages; in the browser only the page's own theme is loaded (entry.client.tsx).
 */
const byName: Record<string, InstalledTheme> = Object.fromEntries(installed.map((t) => [t.name, t]))

export const THEME_NAMES: readonly string[] = installed.map((t) => t.name)

/** What the app knows of an installed theme's package. */
export function themePackage(name: string): InstalledTheme | undefined {
  return ownValue(byName, name)
}

/** Slots a theme leaves unfilled: a theme must fill every slot (`withBaseSlots` does that). */
export function missingSlots(theme: ThemeDefinition): SlotName[] {
  return SLOT_NAMES.filter((name) => !theme.slots[name])
}

const definition = (module: { default: unknown }) => module.default as ThemeDefinition

/** Theme objects by name: all of them on the server, the loaded one in the browser. */
const loaded: Record<string, CompleteTheme> = {}
for (const t of installed) if (t.module) loaded[t.name] = definition(t.module) as CompleteTheme

/** Loads a theme's module (the browser does this once, before hydrating the page). */
export async function loadTheme(name: string): Promise<void> {
  const t = themePackage(name) ?? themePackage('base')
  if (!t || ownValue(loaded, t.name)) return
  loaded[t.name] = definition(await t.load()) as CompleteTheme
}

/**
 * A tenant's theme and its stylesheet; an unknown name gets base. Start-up refuses a tenant whose
 * theme is unknown, incomplete or made for another contract (.server/theme-check.ts), so every
 * theme asked for here has every slot.
 */
export function getTheme(name: string): { theme: CompleteTheme; cssUrl: string } {
  const t = themePackage(name) ?? themePackage('base')
  const theme = t && ownValue(loaded, t.name)
  if (!t || !theme) throw new Error(`Theme "${name}" is not loaded: await loadTheme("${name}") first`)
  return { theme, cssUrl: t.cssUrl }
}

/** Every installed theme with its stylesheet, for the theme gallery. */
export function galleryThemes(): { theme: CompleteTheme; cssUrl: string }[] {
  return THEME_NAMES.map((name) => getTheme(name))
}
