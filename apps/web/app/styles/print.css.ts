import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

// /print (docs/spec-coverage.md, Car page): a sheet like the PDF on screen, and on paper one or two
// A4 pages of the car alone: the site's header, menu and footer, and the page's own links, are
// not printed (@media print). The @page size and margins are set by the route.

export const sheet = style({
  maxWidth: 820,
  margin: '24px auto 48px',
  // A phone keeps most of its width for the figures.
  padding: 'clamp(16px, 5vw, 32px)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': {
    print: {
      maxWidth: 'none',
      margin: 0,
      padding: 0,
      border: 0,
      borderRadius: 0,
      boxShadow: 'none',
      fontSize: '10.5pt',
    },
  },
})

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  margin: '0 0 20px',
  color: vars.color.textMuted,
  fontSize: '0.9rem',
  '@media': { print: { display: 'none' } },
})
globalStyle(`${toolbar} a`, { color: vars.color.brand, fontWeight: 600 })

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '4px 24px',
  paddingBottom: 12,
  marginBottom: 16,
  borderBottom: `2px solid ${vars.color.text}`,
})
export const title = style({ margin: 0, fontSize: '1.75rem', '@media': { print: { fontSize: '20pt' } } })
export const dealerName = style({ margin: '4px 0 0', color: vars.color.textMuted, fontWeight: 600 })
export const price = style({
  margin: 0,
  fontSize: '1.75rem',
  fontWeight: 800,
  color: vars.color.price,
  '@media': { print: { fontSize: '20pt' } },
})
export const priceLabel = style({ marginLeft: 8, fontSize: '0.9rem', fontWeight: 600, color: vars.color.textMuted })

export const photo = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.input,
  '@media': { print: { maxHeight: '95mm', borderRadius: 0, breakInside: 'avoid' } },
})

export const sectionTitle = style({
  margin: '20px 0 8px',
  fontSize: '1.1rem',
  '@media': { print: { fontSize: '12pt', margin: '12pt 0 4pt', breakAfter: 'avoid' } },
})

// Two columns where each holds at least 240 px (a desktop screen, A4 paper), one on a phone.
export const specs = style({ columns: '240px 2', columnGap: 32, margin: 0 })
globalStyle(`${specs} > div`, {
  breakInside: 'avoid',
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  paddingBlock: 5,
  borderBottom: `1px solid ${vars.color.border}`,
})
globalStyle(`${specs} dt`, { color: vars.color.textMuted })
// A long value (a VIN, a long colour name) wraps inside its row rather than widening the page.
globalStyle(`${specs} dd`, { minWidth: 0, margin: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' })

// overflowWrap: a long email address wraps rather than widening a phone's page.
export const dealer = style({ fontStyle: 'normal', lineHeight: 1.6, breakInside: 'avoid', overflowWrap: 'anywhere' })
export const url = style({
  marginTop: 20,
  paddingTop: 8,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: '0.85rem',
  overflowWrap: 'anywhere',
})

// Paper holds the sheet alone: not the site's header and footer around it (static parts of the
// layout), nor the skip link, the toasts or a chat bubble.
globalStyle(`body:has(${sheet}) :is([data-static-part], [data-chat-bubble], [data-toasts])`, {
  '@media': { print: { display: 'none !important' } },
})
globalStyle(`body:has(${sheet})`, { '@media': { print: { background: '#fff', minHeight: 0 } } })
globalStyle(`body:has(${sheet}) main`, { '@media': { print: { padding: 0 } } })
