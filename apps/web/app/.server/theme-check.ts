import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as fx from '@dealer/theme-contract/fixtures'
import type { CompleteTheme, SlotName, SlotProps } from '@dealer/theme-contract'
import { contractProblem } from '@dealer/theme-kit/compat'
import { contractVersion } from 'virtual:dealer-themes'
import { getTheme, missingSlots, THEME_NAMES, themePackage } from '~/themes'

/** One sample of each slot's props, from the contract's fixtures. */
const SAMPLE_PROPS: { readonly [K in SlotName]: SlotProps[K] } = {
  Header: fx.headerProps,
  Footer: fx.footerProps,
  CarCard: { car: fx.carAvailable, position: 1, headingLevel: 2, watchlist: fx.watchlistSave },
  VehicleCtas: fx.vehicleCtasProps,
}

/**
 * The slots of a theme that throw when drawn with the contract's sample props: a slot written for
 * other props (`{ vehicle }` for `{ car }`) still builds, since the build does not type-check, and
 * would break every page it is on. Named at start-up instead, with the error it threw.
 */
export function slotRenderProblems(theme: CompleteTheme): string[] {
  return (Object.keys(SAMPLE_PROPS) as SlotName[]).flatMap((name) => {
    try {
      renderToStaticMarkup(createElement(theme.slots[name] as ComponentType<object>, SAMPLE_PROPS[name]))
      return []
    } catch (error) {
      return [`${name} (${error instanceof Error ? error.message : String(error)})`]
    }
  })
}

/**
 * Start-up's theme check (docs/spec-coverage.md, Theme kit: packages and versions): for each theme a
 * tenant names, why the app cannot use it. An unknown theme, one whose peer range of
 * @dealer/theme-contract the installed contract does not satisfy, one that leaves a slot unfilled,
 * one whose slot throws on the contract's sample props.
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
    const { theme } = getTheme(t.theme)
    const named = `theme "${t.theme}" (${pkg.packageName} ${pkg.version})`
    const missing = missingSlots(theme)
    if (missing.length > 0) {
      return [`${where} ${named} leaves slots unfilled: ${missing.join(', ')}. Wrap its slots in withBaseSlots().`]
    }
    const broken = slotRenderProblems(theme)
    if (broken.length > 0) {
      return [
        `${where} ${named} fails to draw the contract's sample props: ${broken.join('; ')}. A slot takes its props type from @dealer/theme-contract (CarCard: CarCardProps, { car, position, headingLevel, watchlist }); \`pnpm --filter ${pkg.packageName} typecheck\` and its contract suite (\`test\`) name the mistake.`,
      ]
    }
    return []
  })
}
