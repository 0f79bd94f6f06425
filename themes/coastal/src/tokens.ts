import type { ThemeTokens } from '@dealer/theme-contract'

/**
 * "Coastal" dealer template: airy and light, deep-sea teal with a coral accent, serif headings
 * in sentence case over a neo-grotesque body, generous spacing, large radii and soft shadows.
 */
export const tokens: ThemeTokens = {
  color: {
    brand: '#0e5f6b',
    brandContrast: '#ffffff',
    accent: '#f28c6b',
    accentContrast: '#2b1610',
    text: '#10262e',
    textMuted: '#4a6470',
    surface: '#ffffff',
    surfaceMuted: '#f1f6f6',
    surfaceInverse: '#0c3b44',
    textInverse: '#eefafa',
    border: '#d9e6e8',
    price: '#10262e',
    success: '#1f7a4d',
    danger: '#b42318',
    focus: '#1d64d8',
  },
  font: {
    body: '"Avenir Next", Avenir, "Segoe UI Variable Text", "Helvetica Neue", Helvetica, Arial, "Liberation Sans", sans-serif',
    heading:
      '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Liberation Serif", "DejaVu Serif", serif',
    headingWeight: '600',
    headingTransform: 'none',
  },
  space: {
    gutter: '1.5rem',
    section: '4.5rem',
    card: '1.25rem',
  },
  radius: {
    card: '22px',
    button: '999px',
    input: '14px',
  },
  shadow: {
    card: '0 0 0 1px rgb(12 59 68 / 0.06), 0 1px 2px rgb(12 59 68 / 0.05), 0 14px 30px -16px rgb(12 59 68 / 0.3)',
    raised: '0 28px 56px -24px rgb(12 59 68 / 0.45)',
  },
  layout: {
    maxWidth: '1200px',
  },
}
