import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'
import * as layout from './layout.css'

/** The locations listing: one site a row, its map beside its details once the card is wide enough. */
export const siteGrid = style({
  display: 'grid',
  gap: 24,
  listStyle: 'none',
  padding: 0,
  margin: '16px 0 0',
})

export const site = style({
  containerType: 'inline-size',
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
})

/** Map over details in a narrow card; beside them once the card is wide enough. */
export const siteInner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': { '(min-width: 40rem)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
})
export const media = style({ position: 'relative', background: vars.color.surfaceMuted })
globalStyle(`${media} svg`, { borderRadius: 0, border: 0 })
export const photo = style({ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' })
export const distance = style({
  position: 'absolute',
  top: 12,
  left: 12,
  margin: 0,
  padding: '4px 10px',
  borderRadius: 999,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: 700,
  fontSize: '0.9rem',
})

export const body = style({ display: 'flex', flexDirection: 'column', gap: 12, padding: 20 })
export const siteName = style({ margin: 0, fontSize: '1.3rem', lineHeight: 1.25 })
globalStyle(`${siteName} a`, { color: vars.color.text, textDecoration: 'none' })
globalStyle(`${siteName} a:hover`, { color: vars.color.brand, textDecoration: 'underline' })
export const makes = style({ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', padding: 0, margin: 0 })
export const make = style({
  padding: '2px 10px',
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  fontSize: '0.8rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
})

/** Department tabs: links to the panels without JavaScript, ARIA tabs with it. */
export const tabList = style({
  display: 'flex',
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
})
export const tab = style({
  display: 'inline-block',
  padding: '10px 14px',
  marginBottom: -1,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'none',
  font: 'inherit',
  fontWeight: 700,
  color: vars.color.textMuted,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-selected="true"], &[aria-current="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:hover': { color: vars.color.text },
  },
})

export const panels = style({ display: 'grid' })
/** Without JavaScript the first panel shows, or the one the address bar names (#dept-...). */
export const panel = style({
  display: 'none',
  gap: 8,
  alignContent: 'start',
  justifyItems: 'start',
  scrollMarginTop: 96,
  // A wide card puts the hours beside the address, phone and buttons.
  '@container': {
    '(min-width: 60rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', columnGap: 32 },
  },
})
globalStyle(`${panel} > *`, { gridColumn: 1 })
globalStyle(`${panel} > table`, {
  '@container': { '(min-width: 60rem)': { gridColumn: 2, gridRow: '1 / span 6', alignSelf: 'start', margin: 0 } },
})
globalStyle(`${panels} > ${panel}:first-child`, { display: 'grid' })
globalStyle(`${panels}:has(> ${panel}:target) > ${panel}`, { display: 'none' })
// As specific as the rule above it, plus the target: the named panel wins.
globalStyle(`${panels}:has(> ${panel}:target) > ${panel}:target`, { display: 'grid' })
/** With JavaScript the tabs decide (the hidden attribute). */
globalStyle(`${panels}[data-tabs] > ${panel}`, { display: 'grid' })
globalStyle(`${panels}[data-tabs] > ${panel}[hidden]`, { display: 'none' })

export const panelName = style({ margin: 0, fontSize: '1rem' })
export const address = style({ margin: 0, fontStyle: 'normal', lineHeight: 1.5 })
export const licence = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.92rem' })
export const phone = style({ fontWeight: 700, color: vars.color.brand, fontSize: '1.05rem', textUnderlineOffset: 3 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 })
export const enquire = style({ color: vars.color.brand, fontWeight: 700 })

/** The 'Our Locations' carousel: a row that scrolls sideways, cards snapping into place. */
export const carousel = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 })
export const carouselBar = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 8 })
export const swipeHint = style({
  margin: 0,
  marginRight: 'auto',
  color: vars.color.textMuted,
  fontSize: '0.92rem',
  '@media': { 'screen and (min-width: 48rem)': { display: 'none' } },
})
export const arrow = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '1.3rem',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand, color: vars.color.brand },
    '&:disabled': { opacity: 0.4, cursor: 'default' },
  },
})
export const track = style([
  layout.cardStrip,
  {
    // Holds its screen-reader-only captions (position: absolute), which would widen the page otherwise.
    position: 'relative',
    padding: '4px 2px 16px',
    // Cards snap to their start inside the padding, so the first one sits at scroll position 0.
    scrollPaddingInline: 2,
  },
])
// Wrapped (no JavaScript, layout.cardStrip), a row holds as many as the carousel shows.
export const track3 = style({
  '@media': {
    'screen and (min-width: 64rem)': { gridAutoColumns: 'calc((100% - 2 * 20px) / 3)' },
    [`${layout.STRIP_WRAP} and (min-width: 64rem)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})
export const track4 = style({
  '@media': {
    'screen and (min-width: 64rem)': { gridAutoColumns: 'calc((100% - 3 * 20px) / 4)' },
    [`${layout.STRIP_WRAP} and (min-width: 64rem)`]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})
/** As many as a row holds: a plain grid, no scrolling. */
export const fewGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: 20,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const slide = style({
  scrollSnapAlign: 'start',
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 20,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.card,
})
export const slideType = style({ margin: 0 })

/** The listing's two finders: the text search and the postcode, side by side on wide screens. */
export const finders = style({
  display: 'grid',
  gap: 8,
  alignItems: 'end',
  margin: '16px 0 8px',
  '@media': { 'screen and (min-width: 56rem)': { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr)', gap: 24 } },
})
globalStyle(`${finders} form`, { margin: 0, minWidth: 0 })
// The fields give way on a phone, never pushing the page wider than the screen.
globalStyle(`${finders} input`, { minWidth: 0 })
export const postcodeForm = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 })
globalStyle(`${postcodeForm} > div`, { margin: 0 })
globalStyle(`${postcodeForm} button`, { whiteSpace: 'nowrap' })
export const postcodeLabel = style({ fontWeight: 600, fontSize: '0.92rem' })
export const fieldError = style({ margin: 0, color: vars.color.danger, fontWeight: 600, fontSize: '0.92rem' })
