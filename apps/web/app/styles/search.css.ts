import { createContainer, globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'
import { container, GRID_GAP } from './layout.css'

export const page = style({ paddingBlock: 32 })
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 12,
  marginBottom: 24,
})
export const title = style({ fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2.2rem)', margin: 0 })

export const layout = style({
  display: 'grid',
  gap: 32,
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '280px minmax(0, 1fr)', alignItems: 'start' } },
})
export const sidebar = style({
  '@media': {
    'screen and (min-width: 1024px)': {
      position: 'sticky',
      top: 16,
      maxHeight: 'calc(100vh - 32px)',
      overflowY: 'auto',
    },
  },
})
export const results = style({ minWidth: 0 })

export const panel = style({
  display: 'grid',
  gap: 14,
  padding: 20,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  gridTemplateColumns: '1fr 1fr',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '1fr' } },
})
export const queryRow = style({ gridColumn: '1 / -1', display: 'grid', gap: 4 })
export const field = style({ display: 'grid', gap: 4, minWidth: 0 })
/** Sort by, last: a row of its own, so its longest label ('Most Relevant') is not cut in half a phone's row. */
export const sortField = style([field, { gridColumn: '1 / -1' }])
export const label = style({
  fontSize: '0.8rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
})
const control = {
  width: '100%',
  minHeight: 44,
  padding: '8px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.input,
  background: vars.color.surface,
  color: vars.color.text,
} as const
export const input = style(control)
export const select = style(control)
export const actions = style({ gridColumn: '1 / -1', display: 'grid', gap: 8, paddingTop: 8 })
export const showMe = style({
  minHeight: 48,
  border: 0,
  borderRadius: vars.radius.button,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontWeight: 800,
  fontSize: '1rem',
  cursor: 'pointer',
  ':disabled': { opacity: 0.7, cursor: 'progress' },
})
export const clearLink = style({ textAlign: 'center', color: vars.color.brand, fontWeight: 600 })

export const grid3 = style({
  '@media': { 'screen and (min-width: 1280px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

/*
 * 4 cards a row (a dealer's `features.searchColumns: 4`; docs/spec-coverage.md, Search). A card is never
 * narrower than CARD_MIN, the 3-column card in the narrowest theme's page (coastal's 1200 px: 264 px
 * beside the 280 px filters): 4 columns only where the results column holds 4 such cards (a container
 * query), 3 otherwise. From 1600 px wide the page grows past the theme's width (`layout.maxWidth`) to
 * 1600 px, where 4 cards get about 290 px; below that it keeps the theme's width and 3 cards. So a card
 * only gets wider as the window widens.
 */
const CARD_MIN = 264
const WIDE_PAGE = 1600
const resultsColumn = createContainer()
export const page4 = style({
  selectors: {
    [`${container}&`]: {
      '@media': {
        [`screen and (min-width: ${WIDE_PAGE}px)`]: { maxWidth: `max(${vars.layout.maxWidth}, ${WIDE_PAGE}px)` },
      },
    },
  },
})
/*
 * The header and footer take the same width on such a page, so their columns line up with the
 * results' (every theme's page column reads `layout.maxWidth`; the themes' widths are all under
 * 1600 px, so the wider value is 1600 px itself).
 */
globalStyle(`:root:has(${page4})`, {
  '@media': { [`screen and (min-width: ${WIDE_PAGE}px)`]: { vars: { [vars.layout.maxWidth]: `${WIDE_PAGE}px` } } },
})
export const results4 = style({ containerType: 'inline-size', containerName: resultsColumn })
export const grid4 = style({
  '@media': {
    'screen and (min-width: 1280px)': {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      '@container': {
        [`${resultsColumn} (min-width: ${4 * CARD_MIN + 3 * GRID_GAP}px)`]: {
          gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        },
      },
    },
  },
})
/** The message over the previous results when a new search failed to load. */
export const loadError = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  marginBottom: 16,
  padding: '12px 16px',
  border: `1px solid ${vars.color.accent}`,
  borderRadius: 8,
  background: vars.color.surface,
})

export const stale = style({ opacity: 0.55, transition: 'opacity 150ms', pointerEvents: 'none' })

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  listStyle: 'none',
  padding: 0,
  margin: '0 0 20px',
})
export const chip = style({
  display: 'inline-flex',
  gap: 6,
  padding: '6px 12px',
  borderRadius: 999,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  textDecoration: 'none',
  fontSize: '0.9rem',
  fontWeight: 600,
})

export const promo = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: 8,
  padding: 28,
  borderRadius: vars.radius.card,
  background: `linear-gradient(150deg, ${vars.color.brand}, color-mix(in srgb, ${vars.color.brand} 60%, ${vars.color.surfaceInverse}))`,
  color: vars.color.brandContrast,
})
export const promoEyebrow = style({
  margin: 0,
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  fontSize: '0.75rem',
  fontWeight: 700,
  opacity: 0.85,
})
export const promoTitle = style({ fontSize: '1.4rem', margin: 0 })
export const promoNote = style({ fontSize: '0.75rem', lineHeight: 1.45, margin: 0, opacity: 0.9 })
globalStyle(`${promo} a`, {
  alignSelf: 'flex-start',
  background: vars.color.surface,
  color: vars.color.brand,
  borderColor: vars.color.surface,
})

export const empty = style({
  textAlign: 'center',
  padding: 48,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceMuted,
})

export const disclosure = style({})
export const summary = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  minHeight: 48,
  padding: '10px 16px',
  marginBottom: 12,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.button,
  fontWeight: 700,
  cursor: 'pointer',
  background: vars.color.surface,
})
export const summaryCount = style({ fontWeight: 500, color: vars.color.textMuted })
// Wide screens: the panel is always shown and the summary hidden (::details-content keeps it open).
globalStyle(`${disclosure}::details-content`, {
  '@media': { 'screen and (min-width: 1024px)': { contentVisibility: 'visible', display: 'contents' } },
} as never)
globalStyle(`${summary}`, { '@media': { 'screen and (min-width: 1024px)': { display: 'none' } } })
