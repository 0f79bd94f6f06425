import {
  AA_LARGE,
  AA_TEXT,
  contrastRatio,
  formatRatio,
  parseHexColour,
  readableOn,
  relativeLuminance,
} from '@dealer/domain/core'
import { vars, type ThemeTokens } from './vars'

/*
 * Token pairs (docs/spec-coverage.md, Theme kit: token pairs): which colour token is drawn on
 * which, and the WCAG 2.1 AA ratio that pair must reach. A theme fills the tokens so that every
 * pair passes; a tenant's brand colours are applied with their partners derived or checked
 * (`brandColours`); start-up warns about any pair a tenant's colours still fail (`pairFailures`).
 */

export type ColourToken = keyof ThemeTokens['color']
export type ColourTokens = ThemeTokens['color']

export interface TokenPair {
  /** The token drawn in front: text, an icon, a focus ring. */
  readonly fg: ColourToken
  /** The token it is drawn on. */
  readonly bg: ColourToken
  /** 4.5 for normal text (WCAG 1.4.3), 3 for large text and user-interface parts (1.4.11). */
  readonly min: typeof AA_TEXT | typeof AA_LARGE
  /** Where the app and the themes draw it. */
  readonly use: string
}

export const TOKEN_PAIRS: readonly TokenPair[] = [
  { fg: 'text', bg: 'surface', min: AA_TEXT, use: 'body text, headings, card titles' },
  { fg: 'textMuted', bg: 'surface', min: AA_TEXT, use: 'secondary text: dates, specs, hints' },
  { fg: 'text', bg: 'surfaceMuted', min: AA_TEXT, use: 'text in muted panels: filters, hero, footer' },
  { fg: 'textMuted', bg: 'surfaceMuted', min: AA_TEXT, use: 'secondary text in muted panels' },
  { fg: 'textInverse', bg: 'surfaceInverse', min: AA_TEXT, use: 'text on dark bands: home hero, top bar' },
  { fg: 'textInverse', bg: 'brand', min: AA_TEXT, use: 'home hero text over its brand gradient' },
  { fg: 'brandContrast', bg: 'brand', min: AA_TEXT, use: 'label of a filled brand button, active chip, badge' },
  { fg: 'accentContrast', bg: 'accent', min: AA_TEXT, use: 'label of a filled accent button (call to action)' },
  { fg: 'brand', bg: 'surface', min: AA_TEXT, use: "links and text buttons: 'View all …', 'Show number', 'Clear all'" },
  { fg: 'brand', bg: 'surfaceMuted', min: AA_TEXT, use: 'links in muted panels' },
  { fg: 'price', bg: 'surface', min: AA_TEXT, use: 'prices on cards and the car page' },
  { fg: 'danger', bg: 'surface', min: AA_TEXT, use: 'form errors' },
  { fg: 'success', bg: 'surface', min: AA_TEXT, use: 'confirmations' },
  { fg: 'focus', bg: 'surface', min: AA_LARGE, use: 'focus ring' },
]

export interface PairResult {
  readonly pair: TokenPair
  readonly fg: string
  readonly bg: string
  /** Null when either value is not a #rrggbb colour, so the pair cannot be checked. */
  readonly ratio: number | null
}

/** The pairs these colours fail (or cannot be checked on), in TOKEN_PAIRS order. */
export function pairFailures(colours: ColourTokens, pairs: readonly TokenPair[] = TOKEN_PAIRS): PairResult[] {
  return pairs
    .map((pair) => {
      const fg = colours[pair.fg]
      const bg = colours[pair.bg]
      return { pair, fg, bg, ratio: contrastRatio(fg, bg) }
    })
    .filter((r) => r.ratio === null || r.ratio < r.pair.min)
}

/** One line for a failing pair: who, which tokens, the ratio and the ratio it needs. */
export function describeFailure(result: PairResult, where: { tenant?: string; theme: string }): string {
  const who = where.tenant ? `tenant ${where.tenant} on theme ${where.theme}` : `theme ${where.theme}`
  const { pair, fg, bg, ratio } = result
  const got = ratio === null ? 'cannot be checked (not #rrggbb)' : `is ${formatRatio(ratio)}`
  return `${who}: ${pair.fg} ${fg} on ${pair.bg} ${bg} ${got}, needs ${pair.min}:1 (${pair.use})`
}

/** A tenant's brand colours (tenant.json `brand`): each colour with its optional partner. */
export interface BrandColours {
  readonly primary?: string
  readonly primaryContrast?: string
  readonly accent?: string
  readonly accentContrast?: string
}

/**
 * The colour tokens a tenant's brand overrides: `brand`/`accent` and, always with them, their
 * partners. The tenant's own partner is kept when it passes AA on its colour; otherwise (missing
 * or failing) the partner is white or near-black, whichever passes. `rejected` names a partner
 * the tenant gave that failed, so start-up can say it was replaced.
 */
export function brandColours(brand: BrandColours): {
  tokens: Partial<ColourTokens>
  rejected: { token: ColourToken; value: string; ratio: number | null }[]
} {
  const tokens: Partial<ColourTokens> = {}
  const rejected: { token: ColourToken; value: string; ratio: number | null }[] = []
  const apply = (
    token: 'brand' | 'accent',
    partner: 'brandContrast' | 'accentContrast',
    colour?: string,
    own?: string,
  ) => {
    if (!colour) return
    tokens[token] = colour
    const ratio = own ? contrastRatio(own, colour) : null
    if (own && ratio !== null && ratio >= AA_TEXT) {
      tokens[partner] = own
      return
    }
    if (own) rejected.push({ token: partner, value: own, ratio })
    tokens[partner] = readableOn(colour)
  }
  apply('brand', 'brandContrast', brand.primary, brand.primaryContrast)
  apply('accent', 'accentContrast', brand.accent, brand.accentContrast)
  return { tokens, rejected }
}

/** Relative luminance of mid grey: a surface darker than this makes a dark theme. */
const MID_GREY = 0.18

const luminance = (colour: string): number | null => {
  const rgb = parseHexColour(colour)
  return rgb ? relativeLuminance(rgb) : null
}

/** Whether these colours make a dark theme: a page surface darker than mid grey. */
export function isDarkScheme(colours: Pick<ColourTokens, 'surface'>): boolean {
  const l = luminance(colours.surface)
  return l !== null && l < MID_GREY
}

/**
 * Whether a tenant's brand colours are meant for a theme of these colours' scheme (docs/spec-coverage.md,
 * Theme kit: token pairs). `brand` is link text on the page surface: on white that needs a luminance
 * of at most 0.18, on a dark surface of luminance s at least 4.5 s + 0.175, and the two meet only
 * on a surface within 0.002 of pure black. So a dark primary is for light themes and a light one
 * for dark themes; a tenant without a primary (or with one that is not a colour) fits both.
 */
export function brandFitsScheme(brand: BrandColours, colours: Pick<ColourTokens, 'surface'>): boolean {
  const l = brand.primary ? luminance(brand.primary) : null
  return l === null || l >= MID_GREY === isDarkScheme(colours)
}

/** The CSS custom property of a colour token: `brandContrast` is `--color-brand-contrast`. */
export function colourProperty(token: ColourToken): string {
  return vars.color[token].replace(/^var\((.*)\)$/, '$1')
}

/** The inline `style` for <html> that applies a tenant's brand colours with their partners. */
export function brandStyle(brand: BrandColours): Record<string, string> {
  const style: Record<string, string> = {}
  for (const [token, value] of Object.entries(brandColours(brand).tokens)) {
    style[colourProperty(token as ColourToken)] = value
  }
  return style
}

/**
 * Start-up's check of one tenant on its theme: a line for each partner it gave that was replaced,
 * and for each pair its colours (theme tokens with the brand applied) fail.
 */
export function brandContrastWarnings(
  where: { tenant: string; theme: string },
  themeColours: ColourTokens,
  brand: BrandColours,
): string[] {
  const { tokens, rejected } = brandColours(brand)
  const replaced = rejected.map(
    (r) =>
      `tenant ${where.tenant}: brand ${r.token === 'brandContrast' ? 'primaryContrast' : 'accentContrast'} ${r.value} ` +
      `${r.ratio === null ? 'is not a colour' : `is ${formatRatio(r.ratio)} on its colour`}, needs ${AA_TEXT}:1; ` +
      `using ${tokens[r.token]} instead`,
  )
  const failures = pairFailures({ ...themeColours, ...tokens }).map((f) => describeFailure(f, where))
  return [...replaced, ...failures]
}
