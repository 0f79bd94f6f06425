// @ts-check
// Types: compat.d.ts. Plain JavaScript like discover.js, so Node runs it without a build.
import semver from 'semver'

/**
 * The range a theme's peer declaration means. In this repository a workspace theme says
 * `workspace:^` (pnpm writes `^<the contract's version>` into the published package.json, and so
 * do we here); from a registry it is an ordinary semver range.
 * @param {string} range
 * @param {string} contractVersion
 */
export function effectiveRange(range, contractVersion) {
  if (!range.startsWith('workspace:')) return range
  const spec = range.slice('workspace:'.length)
  if (spec === '*') return '*'
  if (spec === '^' || spec === '~') return `${spec}${contractVersion}`
  return spec
}

/**
 * Why the app cannot use a theme with this contract, or null when it can: the theme declares no
 * peer range of the contract, an invalid one, or one the contract's version does not satisfy.
 * The message names the theme, its package and version, its range and the contract's version.
 * @param {{ name: string, packageName: string, version: string, contractRange: string | null }} theme
 * @param {string} contractVersion
 * @returns {string | null}
 */
export function contractProblem(theme, contractVersion) {
  const who = `Theme "${theme.name}" (${theme.packageName} ${theme.version})`
  if (!theme.contractRange) {
    return `${who} declares no peerDependencies range of @dealer/theme-contract; the app has @dealer/theme-contract ${contractVersion}.`
  }
  const range = effectiveRange(theme.contractRange, contractVersion)
  if (semver.validRange(range) === null) {
    return `${who} declares an invalid @dealer/theme-contract range "${theme.contractRange}".`
  }
  if (semver.satisfies(contractVersion, range)) return null
  return `${who} supports @dealer/theme-contract ${theme.contractRange}, but the app has @dealer/theme-contract ${contractVersion}: install a version of the theme made for contract ${semver.major(contractVersion)}.x, or a contract its range allows.`
}
