/** Breakpoints shared by the slots (plain strings, usable in any *.css.ts). */
export const media = {
  /** Two-column layouts, wider phones in landscape and small tablets. */
  tablet: 'screen and (min-width: 40em)',
  /** The full desktop header and the sidebar layout; below it the mobile menu and bottom bar. */
  desktop: 'screen and (min-width: 64em)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const
