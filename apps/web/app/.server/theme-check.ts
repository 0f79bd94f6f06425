import { contractProblem } from '@dealer/theme-kit/compat'
import { contractVersion } from 'virtual:dealer-themes'
import { getTheme, missingSlots, THEME_NAMES, themePackage } from '~/themes'

/**
 * Start-up's theme check (docs/spec-coverage.md, Theme kit: packages and versions): for each theme a
 * tenant names, why the app cannot use it. An unknown theme, one whose peer range of
 * @dealer/theme-contract the installed contract does not satisfy, one that leaves a slot unfilled.
 * Each message names the tenant, the theme and what to do.
 */
export function themeProblems(
  tenants: readonly { theme: string; file: string }[],
  { contract = contractVersion, lookup = themePackage }: { contract?: string; lookup?: typeof themePackage } = {},
): string[] {
  return tenants.flatMap((t) => {
    const where = `Invalid tenant config ${t.file}:\n  - theme:`
    const pkg = lookup(t.theme)
    if (!pkg) return [`${where} unknown theme "${t.theme}" (installed: ${THEME_NAMES.join(', ')})`]
    const problem = contractProblem(pkg, contract)
    if (problem) return [`${where} ${problem}`]
    const missing = missingSlots(getTheme(t.theme).theme)
    if (missing.length > 0) {
      return [
        `${where} theme "${t.theme}" (${pkg.packageName} ${pkg.version}) leaves slots unfilled: ${missing.join(', ')}. Wrap its slots in withBaseSlots().`,
      ]
    }
    return []
  })
}
