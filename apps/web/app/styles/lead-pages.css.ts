import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

/* The trade-in, finance and reserve pages: steps, quick-picks, estimate, FAQ (fields: @dealer/ui/fields). */

export const page = style({ display: 'grid', gap: 32, maxWidth: 680, margin: '0 auto' })
export const stepHeading = style({ margin: 0, fontSize: '1.15rem' })
export const wide = style({ gridColumn: '1 / -1', margin: 0 })

export const steps = style({
  display: 'flex',
  gap: 8,
  listStyle: 'none',
  padding: 0,
  margin: '8px 0 0',
  flexWrap: 'wrap',
  fontSize: '0.92rem',
})
export const stepItem = style({
  padding: '6px 12px',
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  selectors: {
    '&[aria-current="step"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.brandContrast,
      fontWeight: 700,
    },
  },
})

export const twoColumns = style({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
})

/** The lookup radio hides the other way of naming the car, without JavaScript (:has). */
export const lookupForm = style({})
export const byRego = style({
  selectors: { [`${lookupForm}:has(input[name="lookup"][value="details"]:checked) &`]: { display: 'none' } },
})
export const byDetails = style({
  selectors: { [`${lookupForm}:has(input[name="lookup"][value="rego"]:checked) &`]: { display: 'none' } },
})

export const notice = style({
  margin: 0,
  padding: '10px 14px',
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.input,
})

export const quickPicks = style({ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 })
export const quickPick = style({
  minHeight: 36,
  padding: '6px 12px',
  borderRadius: 999,
  border: `1px solid ${vars.color.brand}`,
  background: 'transparent',
  color: vars.color.brand,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  ':hover': { background: `color-mix(in srgb, ${vars.color.brand} 10%, transparent)` },
})

export const estimate = style({
  fontSize: 'clamp(1.6rem, 1.2rem + 2vw, 2.4rem)',
  fontWeight: 800,
  color: vars.color.price,
  margin: '8px 0',
})

export const carSummary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 120px) 1fr',
  gap: 16,
  alignItems: 'center',
  padding: 12,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceMuted,
})
export const carSummaryText = style({ display: 'grid', gap: 2 })
globalStyle(`${carSummaryText} p`, { margin: 0 })
export const carSummaryName = style({ fontWeight: 700 })
export const carThumb = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.input,
})

export const faq = style({ display: 'grid', gap: 8 })
export const faqItem = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.input,
  padding: '10px 14px',
  background: vars.color.surface,
})
export const faqQuestion = style({ fontWeight: 700, cursor: 'pointer' })
