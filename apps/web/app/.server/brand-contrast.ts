import { brandContrastWarnings, pairFailures, describeFailure } from '@dealer/theme-contract'
import type { TenantConfig } from '@dealer/tenant'
import { getTheme, THEME_NAMES } from '~/themes'

/**
 * Start-up's contrast check (docs/spec-coverage.md, Theme kit: token pairs): each installed theme's
 * own token pairs, then each tenant's brand colours on its theme. One line per failing pair; the
 * site still starts, since a dealer's colours are theirs to choose, but never silently.
 */
export function brandContrastReport(tenants: readonly Pick<TenantConfig, 'slug' | 'theme' | 'brand'>[]): string[] {
  const themes = THEME_NAMES.flatMap((name) =>
    pairFailures(getTheme(name).theme.tokens.color).map((f) => describeFailure(f, { theme: name })),
  )
  const brands = tenants.flatMap((t) =>
    brandContrastWarnings({ tenant: t.slug, theme: t.theme }, getTheme(t.theme).theme.tokens.color, t.brand),
  )
  return [...themes, ...brands]
}

export function warnBrandContrast(
  tenants: readonly Pick<TenantConfig, 'slug' | 'theme' | 'brand'>[],
  warn: (line: string) => void = console.warn,
): void {
  for (const line of brandContrastReport(tenants)) warn(`[contrast] ${line}`)
}
