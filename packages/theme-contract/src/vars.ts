type Contract<T> = { [K in keyof T]: T[K] extends string ? `var(--${string})` : Contract<T[K]> }

/**
 * vanilla-extract's `createGlobalThemeContract(tokens, (value) => value)` without vanilla-extract:
 * every leaf becomes `var(--<leaf>)`. The result is the same plain object (vanilla-extract's
 * `createGlobalTheme` and `style` read it at build time), but the browser does not load
 * @vanilla-extract/css's runtime for it (about 11 KB of gzipped JavaScript on every page).
 */
function globalThemeContract<T extends { readonly [key: string]: string | object }>(tokens: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [
      key,
      typeof value === 'string' ? `var(--${value})` : globalThemeContract(value as T),
    ]),
  ) as Contract<T>
}

/**
 * The semantic design tokens every theme must fill. Global, fixed CSS variable names
 * (`--color-brand`, ...) so the app, packages/ui and each separately built theme agree on
 * them without sharing a build (see docs/decisions/002-slot-contract.md).
 */
export const vars = globalThemeContract({
  color: {
    brand: 'color-brand',
    brandContrast: 'color-brand-contrast',
    accent: 'color-accent',
    accentContrast: 'color-accent-contrast',
    text: 'color-text',
    textMuted: 'color-text-muted',
    surface: 'color-surface',
    surfaceMuted: 'color-surface-muted',
    surfaceInverse: 'color-surface-inverse',
    textInverse: 'color-text-inverse',
    border: 'color-border',
    price: 'color-price',
    success: 'color-success',
    danger: 'color-danger',
    focus: 'color-focus',
  },
  font: {
    body: 'font-body',
    heading: 'font-heading',
    headingWeight: 'font-heading-weight',
    headingTransform: 'font-heading-transform',
  },
  space: {
    gutter: 'space-gutter',
    section: 'space-section',
    card: 'space-card',
  },
  radius: {
    card: 'radius-card',
    button: 'radius-button',
    input: 'radius-input',
  },
  shadow: {
    card: 'shadow-card',
    raised: 'shadow-raised',
  },
  layout: {
    maxWidth: 'layout-max-width',
  },
})

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> }
/** Values for every token of the contract; a theme must fill all of them. */
export type ThemeTokens = Leaves<typeof vars>
