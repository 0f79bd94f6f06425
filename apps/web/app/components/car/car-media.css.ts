import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'
import { gallery, slide, thumbs } from '~/styles/car.css'

// The car page's media (docs/spec-coverage.md, Car page). One rule keeps the layout still: every
// box here has its size from CSS alone (an aspect ratio, a fixed line), the same before and after
// hydration; what JavaScript adds (the spinner, the controls) is laid over the photo box.

export const media = style({ display: 'grid', gap: 10, minWidth: 0 })

/** The photo box: 3:2, whatever shows in it (photos, the spinner, the interior). */
export const stage = style({
  position: 'relative',
  aspectRatio: '3 / 2',
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  background: vars.color.surfaceMuted,
  isolation: 'isolate',
})

/**
 * A thumbnail's #photo-N target: fixed at the viewport's corner and of no size, so following the
 * link never scrolls the window. Without JavaScript the strip then shows that photo alone (below).
 */
export const slideAnchor = style({ position: 'fixed', top: 0, left: 0, width: 0, height: 0, overflow: 'hidden' })
globalStyle(
  `html:not([data-hydrated]) ${gallery}:has(${slideAnchor}:target) > ${slide}:not(:has(> ${slideAnchor}:target))`,
  {
    display: 'none',
  },
)

const overlayButton = style({
  position: 'absolute',
  zIndex: 2,
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: 999,
  background: 'rgb(15 23 42 / 0.66)',
  color: '#fff',
  cursor: 'pointer',
  backdropFilter: 'blur(4px)',
  transition: 'background-color 120ms ease',
  selectors: { '&:hover': { background: 'rgb(15 23 42 / 0.85)' } },
})

const arrow = style([
  overlayButton,
  {
    top: '50%',
    width: 40,
    height: 40,
    marginTop: -20,
    fontSize: '1.75rem',
    lineHeight: 1,
    paddingBottom: 4,
  },
])
export const stageArrow = styleVariants({ prev: [arrow, { left: 10 }], next: [arrow, { right: 10 }] })

export const stageCount = style({
  position: 'absolute',
  zIndex: 2,
  right: 10,
  bottom: 10,
  margin: 0,
  padding: '3px 10px',
  borderRadius: 999,
  background: 'rgb(15 23 42 / 0.66)',
  color: '#fff',
  fontSize: '0.8125rem',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
})

export const fullscreenButton = style([overlayButton, { top: 10, right: 10, width: 38, height: 38 }])
export const tooltip = style({
  position: 'absolute',
  right: 'calc(100% + 6px)',
  top: '50%',
  transform: 'translateY(-50%)',
  padding: '2px 8px',
  borderRadius: 6,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: '0.75rem',
  opacity: 0,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  selectors: { [`${fullscreenButton}:hover &, ${fullscreenButton}:focus-visible &`]: { opacity: 1 } },
})

/** The spinner or the interior, over the photos, filling the box. */
export const spinLayer = style({ position: 'absolute', inset: 0, zIndex: 3 })
export const spinFallback = style({ position: 'relative', height: '100%' })
globalStyle(`${spinFallback} img`, { width: '100%', height: '100%', objectFit: 'contain' })
globalStyle(`${spinFallback} p`, {
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  margin: 0,
  background: 'rgb(255 255 255 / 0.6)',
  fontWeight: 700,
})

/**
 * The 360° line under the box: one line (44 px) both ways, the view switch with JavaScript and,
 * without it, the summary of a disclosure of the frames.
 */
export const spinBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  minWidth: 0,
  height: 44,
  padding: '0 6px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.input,
  background: vars.color.surface,
  fontSize: '0.875rem',
})
export const spinDetails = style({ minWidth: 0 })
globalStyle(`${spinBar} strong`, { flex: 'none', whiteSpace: 'nowrap' })
globalStyle(`${spinDetails} > summary`, { cursor: 'pointer', listStyle: 'none' })
globalStyle(`${spinDetails} > summary::-webkit-details-marker`, { display: 'none' })
globalStyle(`${spinDetails} > summary::after`, {
  content: '""',
  flex: 'none',
  width: 8,
  height: 8,
  marginInline: 'auto 6px',
  borderRight: `2px solid ${vars.color.textMuted}`,
  borderBottom: `2px solid ${vars.color.textMuted}`,
  transform: 'translateY(-2px) rotate(45deg)',
})
globalStyle(`${spinDetails}[open] > summary::after`, { transform: 'translateY(2px) rotate(-135deg)' })
export const spinThumb = style({ flex: 'none', width: 48, height: 32, borderRadius: 6, objectFit: 'cover' })
export const spinCount = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
})
export const spinNote = style({ margin: '10px 0 0', fontSize: '0.875rem', color: vars.color.textMuted })
export const spinFrameLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  listStyle: 'none',
  padding: 0,
  margin: '8px 0 0',
  fontSize: '0.875rem',
})
// Each frame link a 24 px tap target (WCAG 2.2, 2.5.8), not a 16 px line of small text.
globalStyle(`${spinFrameLinks} a`, { display: 'inline-flex', alignItems: 'center', minHeight: 24, paddingInline: 4 })
export const viewSwitch = style({ display: 'flex', gap: 4, flex: 'none' })
export const viewButton = style({
  height: 32,
  padding: '0 12px',
  border: 0,
  borderRadius: vars.radius.button,
  background: 'transparent',
  color: vars.color.text,
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.brandContrast },
  },
})
export const spinHint = style({
  margin: '0 6px 0 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: '0.8125rem',
  color: vars.color.textMuted,
  '@media': { 'screen and (max-width: 30rem)': { display: 'none' } },
})

// Thumbnails: the photo showing is ringed (JavaScript only; a ring, so nothing moves).
globalStyle(`${media} ${thumbs} a[aria-current="true"] img`, {
  boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.brand}`,
})

/** The fullscreen viewer: a modal <dialog> over the whole window. */
export const lightbox = style({
  position: 'fixed',
  inset: 0,
  width: '100vw',
  height: '100dvh',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: '#0b0f14',
  color: '#fff',
  selectors: {
    '&[open]': { display: 'grid', placeItems: 'center' },
    '&::backdrop': { background: 'rgb(0 0 0 / 0.8)' },
  },
})
export const lightboxImg = style({ maxWidth: '100vw', maxHeight: '88dvh', objectFit: 'contain' })
const lightboxCtl = style({
  position: 'absolute',
  border: 0,
  background: 'transparent',
  color: '#fff',
  fontSize: '2.5rem',
  lineHeight: 1,
  cursor: 'pointer',
  padding: 12,
})
export const lightboxPrev = style([lightboxCtl, { left: 8, top: '50%', transform: 'translateY(-50%)' }])
export const lightboxNext = style([lightboxCtl, { right: 8, top: '50%', transform: 'translateY(-50%)' }])
export const lightboxClose = style([lightboxCtl, { right: 8, top: 8 }])
export const lightboxCount = style({ position: 'absolute', bottom: 12, margin: 0, fontVariantNumeric: 'tabular-nums' })
