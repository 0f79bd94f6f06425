import { type BrandColours, brandStyle } from '@dealer/theme-contract'

/** At most this many brands kept (one a tenant; a theme gallery or a test may show more). */
const MAX_BRANDS = 500
const styles = new Map<string, Readonly<Record<string, string>>>()

/**
 * The inline `style` of <html> for a tenant's brand colours (`brandStyle`: the colours with their
 * contrast partners), worked out once per brand, not on every render of every page: it depends on the
 * four colours only (bench/pages/RESULTS.md, session 10). The object is shared: never change it.
 */
export function tenantBrandStyle(brand: BrandColours): Readonly<Record<string, string>> {
  const key = `${brand.primary ?? ''}\u0000${brand.primaryContrast ?? ''}\u0000${brand.accent ?? ''}\u0000${brand.accentContrast ?? ''}`
  let style = styles.get(key)
  if (!style) {
    if (styles.size >= MAX_BRANDS) styles.delete(styles.keys().next().value!)
    styles.set(key, (style = Object.freeze(brandStyle(brand))))
  }
  return style
}
