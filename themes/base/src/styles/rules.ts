import { globalStyle, type GlobalStyleRule, type StyleRule } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'
import { media } from './media'

/*
 * Style rules for the behaviour base's shared parts rely on (exported as `@dealer/theme-base/rules`
 * for a theme's *.css.ts): what shows and hides a menu, turns a chevron, stretches a card's one
 * link, lays out a phone-bar button. A theme spreads them into its own `style()` calls, so the
 * class names stay its own and the look (sizes, colours, timings) stays a parameter.
 */

/** Shown from the desktop breakpoint up (the phone menu takes over below it). */
export const desktopOnly: StyleRule = { display: 'none', '@media': { [media.desktop]: { display: 'block' } } }

/** Hidden from the desktop breakpoint up: the phone menu, the phone bar. */
export const belowDesktop: StyleRule = { '@media': { [media.desktop]: { display: 'none' } } }

/**
 * A `<button>` drawn as the link beside it (the header's Sign Out, a POST form): it drops the
 * browser's button look (border, background, padding, margin, its own small font). Spread it
 * *before* the link's rule in one object, `style({ ...buttonAsLink, ...linkRule })`, so the link's
 * font size, weight and padding come after this `font`/`padding` and win; composed after it
 * (`style([link, { font: 'inherit' }])`) the reset would undo them.
 */
export const buttonAsLink = {
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
} satisfies StyleRule

/**
 * A hover dropdown's panel: hidden until its item is hovered (unless Escape dismissed it, which
 * marks the item `data-dismissed` until the pointer leaves) or its toggle, a <details>, is open (so
 * it opens by keyboard too, without JavaScript), sliding in from `from` over `ms` milliseconds.
 * Focus inside keeps it shown; its links are never tab stops while it is hidden.
 */
export function hoverReveal(hoverItem: string, { from, ms }: { from: string; ms: number }): StyleRule {
  return {
    visibility: 'hidden',
    opacity: 0,
    transform: from,
    transition: `opacity ${ms}ms ease, transform ${ms}ms ease, visibility 0s linear ${ms}ms`,
    selectors: {
      [`${hoverItem}:not([data-dismissed]):hover > &, ${hoverItem} > details[open] + &, &:focus-within`]: {
        visibility: 'visible',
        opacity: 1,
        transform: 'none',
        transition: `opacity ${ms}ms ease, transform ${ms}ms ease`,
      },
    },
  }
}

/**
 * A hover dropdown's entry in a row: the parent link, then the toggle holding the chevron as the
 * link's end (the link without its end padding), so the two sit as the one entry they replace;
 * `hovered` (the link's own hover look) goes on both while the pointer is on either.
 */
export function hoverEntryRow(
  { hoverItem, navLink }: { hoverItem: string; navLink: string },
  hovered: GlobalStyleRule,
): void {
  globalStyle(hoverItem, { display: 'flex', alignItems: 'stretch' })
  globalStyle(`${hoverItem} > ${navLink}`, { paddingInlineEnd: 0 })
  globalStyle(`${hoverItem} > details`, { display: 'flex' })
  const either = `${hoverItem}:has(> ${navLink}:hover, > details > summary:hover)`
  globalStyle(`${either} > ${navLink}, ${either} > details > summary`, hovered)
}

/** The chevron turns over while a hover dropdown is open or a click dropdown's <details> is. */
export function turnChevronWhenOpen({
  hoverItem,
  dropdown,
  chevron,
}: {
  hoverItem: string
  dropdown: string
  chevron: string
}): void {
  globalStyle(
    `${hoverItem}:not([data-dismissed]):hover > details ${chevron}, ${hoverItem} > details[open] ${chevron}`,
    {
      transform: 'rotate(180deg)',
    },
  )
  globalStyle(`${dropdown}[open] > summary ${chevron}`, { transform: 'rotate(180deg)' })
}

/** The Menu button's icons: the open icon while the <details> menu is shut, the close icon while it is open. */
export function menuIcons(menu: string): { open: StyleRule; close: StyleRule } {
  return {
    open: { selectors: { [`${menu}[open] &`]: { display: 'none' } } },
    close: { display: 'none', selectors: { [`${menu}[open] &`]: { display: 'inline-block' } } },
  }
}

/**
 * A card's one link (its title, docs/spec-coverage.md, Theme kit: DOM contract and contract
 * suite), stretched over the whole card by its ::after, which also draws the focus ring.
 */
export function stretchedLink(card: string, { focusOffset }: { focusOffset: number }): StyleRule {
  return {
    color: 'inherit',
    textDecoration: 'none',
    selectors: {
      [`${card}:hover &`]: { color: vars.color.brand },
      '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: vars.radius.card },
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: focusOffset },
    },
  }
}

/** Lifts a card's own control (the similar link, the watchlist form) above its stretched link, so it stays its own target. */
export const aboveStretchedLink = { position: 'relative', zIndex: 2 } satisfies StyleRule

/** A phone-bar button: icon over label, sharing the row equally, the label wrapping anywhere. */
export function barButtonRule({ gap, flex, radius }: { gap: string; flex: string | number; radius: string | number }) {
  return {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap,
    flex,
    minWidth: 0,
    minHeight: '3.25rem',
    paddingInline: '0.25rem',
    borderRadius: radius,
    fontSize: '0.75rem',
    fontWeight: 700,
    lineHeight: 1.15,
    textAlign: 'center',
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
  } satisfies StyleRule
}

/** The phone bar's More panel: a list `offset` over the bar at its end, `margin` narrower than the screen at most. */
export function morePanelRule({ edge, offset, margin }: { edge: string | number; offset: string; margin: string }) {
  return {
    position: 'absolute',
    insetInlineEnd: edge,
    bottom: `calc(100% + ${offset})`,
    width: `min(19rem, calc(100vw - ${margin}))`,
    maxHeight: '70vh',
    overflowY: 'auto',
    display: 'grid',
    gap: '0.125rem',
    margin: 0,
    listStyle: 'none',
    background: vars.color.surface,
    boxShadow: vars.shadow.raised,
  } satisfies StyleRule
}

/** The picture drawn where a car has no photo yet: an icon over a line of text, filling the frame. */
export function photoPlaceholder({ color, background }: { color: string; background: string }) {
  return {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0.5rem',
    width: '100%',
    height: '100%',
    color,
    fontSize: '0.875rem',
    fontWeight: 600,
    background,
  } satisfies StyleRule
}

/** A card that rises `lift` with the raised shadow under the pointer, over `ms` milliseconds. */
export function raisedOnHover({ ms, lift }: { ms: number; lift: string }) {
  return {
    transition: `box-shadow ${ms}ms ease, transform ${ms}ms ease`,
    selectors: { '&:hover': { boxShadow: vars.shadow.raised, transform: `translateY(${lift})` } },
  } satisfies StyleRule
}
