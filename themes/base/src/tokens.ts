import type { ThemeTokens } from '@dealer/theme-contract'

/**
 * "Classic" dealer template: navy brand, red accent, ink text, condensed uppercase headings,
 * tight radii. Every token of the contract is filled; a tenant may override the brand colours
 * at runtime with inline CSS variables, so nothing here derives from them.
 */
export const tokens: ThemeTokens = {
  color: {
    brand: '#0a4ea3',
    brandContrast: '#ffffff',
    accent: '#c8102e',
    accentContrast: '#ffffff',
    text: '#14171c',
    textMuted: '#4b5563',
    surface: '#ffffff',
    surfaceMuted: '#f3f4f6',
    surfaceInverse: '#0f1724',
    textInverse: '#f3f4f6',
    border: '#d6dae1',
    price: '#0a4ea3',
    success: '#15803d',
    danger: '#b91c1c',
    focus: '#2563eb',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
    heading:
      '"Arial Narrow", "Roboto Condensed", "Helvetica Neue Condensed", "Liberation Sans Narrow", "Segoe UI", system-ui, sans-serif',
    headingWeight: '800',
    headingTransform: 'uppercase',
  },
  space: {
    gutter: '1.25rem',
    section: '3.5rem',
    card: '1rem',
  },
  radius: {
    card: '6px',
    button: '4px',
    input: '4px',
  },
  shadow: {
    card: '0 1px 2px rgb(15 23 36 / 0.06), 0 2px 6px rgb(15 23 36 / 0.08)',
    raised: '0 12px 32px -8px rgb(15 23 36 / 0.28)',
  },
  layout: {
    maxWidth: '1240px',
  },
}
