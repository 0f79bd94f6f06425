import type { ThemeTokens } from '@dealer/theme-contract'

/**
 * "Outback" dealer template for 4WD, caravan and camper dealers: dark, warm charcoal surfaces,
 * bone text, a red-dirt ochre brand and a sun-gold accent and price; condensed uppercase headings,
 * square-ish corners. A dark theme inverts the "inverse" pair: `surfaceInverse` is sand and
 * `textInverse` near-black, so `textInverse` also reads on a light brand colour (the token pairs
 * of packages/theme-contract/src/pairs.ts; docs/spec-coverage.md, Theme kit: third theme).
 */
export const tokens: ThemeTokens = {
  color: {
    brand: '#e8823a',
    brandContrast: '#17120d',
    accent: '#f5b63d',
    accentContrast: '#17120d',
    text: '#f4ede3',
    textMuted: '#bcae9c',
    surface: '#14110e',
    surfaceMuted: '#211c17',
    surfaceInverse: '#f1e6d4',
    textInverse: '#17120d',
    border: '#3d342b',
    price: '#f5b63d',
    success: '#74d39a',
    danger: '#ff8f80',
    focus: '#7cc8ff',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
    heading:
      'Bahnschrift, "DIN Condensed", "DIN Alternate", "Roboto Condensed", "Arial Narrow", "Liberation Sans Narrow", sans-serif',
    headingWeight: '700',
    headingTransform: 'uppercase',
  },
  space: {
    gutter: '1.25rem',
    section: '4rem',
    card: '1rem',
  },
  radius: {
    card: '6px',
    button: '4px',
    input: '4px',
  },
  shadow: {
    card: '0 0 0 1px rgb(255 240 220 / 0.06), 0 12px 28px -14px rgb(0 0 0 / 0.8)',
    raised: '0 24px 48px -20px rgb(0 0 0 / 0.9)',
  },
  layout: {
    maxWidth: '1320px',
  },
}
