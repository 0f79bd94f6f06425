/** @jsxRuntime automatic @jsxImportSource react */
import { createContext, useContext, type ComponentType } from 'react'
import type { CarPageLayout, OptionalSlotName, OptionalSlotProps } from './page-slots'
import type { SlotName, SlotProps } from './slots'
import type { ThemeTokens } from './vars'

/** The required slots, and the optional page slots a theme may add (the app draws its own without them). */
export type Slots = { readonly [K in SlotName]: ComponentType<SlotProps[K]> } & {
  readonly [K in OptionalSlotName]?: ComponentType<OptionalSlotProps[K]>
}

export interface ThemeDefinition {
  readonly name: string
  /** Human label for docs and tooling. */
  readonly label: string
  /** The token values; the theme's CSS fills the contract with the same object. */
  readonly tokens: ThemeTokens
  readonly slots: Partial<Slots>
  /** The car page's layout tokens; each one left out keeps today's layout (`DEFAULT_CAR_PAGE_LAYOUT`). */
  readonly layout?: Partial<CarPageLayout>
  /**
   * Markup every page holds once, at the top of <body>, before anything of the theme's: the SVG
   * <symbol>s its icons point at (`<use href="#…">`). Rendered by the server only, as static HTML
   * (with the header and footer), so it belongs in the theme's server module, not its browser one.
   */
  readonly sprite?: ComponentType
}

export interface CompleteTheme extends ThemeDefinition {
  readonly slots: Slots
}

/** A theme is a plain typed object: a partial slot map over themes/base. */
export function defineTheme<const T extends ThemeDefinition>(theme: T): T {
  return theme
}

/**
 * A theme as the browser loads it (a theme package's `./browser`, docs/decisions/022-theme-packages.md):
 * the theme less what only the server uses, the slots it renders as static HTML (Header, Footer),
 * the sprite, and the token values, which reach the page in the theme's style.css. The server's
 * module adds them (`defineTheme({ ...browserTheme, tokens, slots, sprite })`).
 */
export type BrowserThemeDefinition = Omit<ThemeDefinition, 'tokens' | 'sprite'>

/** The theme's browser module (`./browser`): see `BrowserThemeDefinition`. */
export function defineBrowserTheme<const T extends BrowserThemeDefinition>(theme: T): T {
  return theme
}

/** Fill the slots a theme leaves out from the base theme. */
export function completeTheme(theme: ThemeDefinition, base: CompleteTheme): CompleteTheme {
  return { ...theme, slots: { ...base.slots, ...theme.slots } }
}

const ThemeContext = createContext<CompleteTheme | null>(null)
export const ThemeProvider = ThemeContext.Provider

export function useTheme(): CompleteTheme {
  const theme = useContext(ThemeContext)
  if (!theme) throw new Error('useTheme() needs a <ThemeProvider> above it')
  return theme
}

/** Render the current theme's component for a slot. */
export function Slot<K extends SlotName>(props: { name: K } & SlotProps[K]) {
  const { name, ...rest } = props
  const Component = useTheme().slots[name] as ComponentType<SlotProps[K]>
  return <Component {...(rest as unknown as SlotProps[K])} />
}
