/** An installed dealer theme, as its package.json declares it. */
export interface DiscoveredTheme {
  /** The name a tenant's `theme` names (package.json `dealerTheme.name`). */
  readonly name: string
  readonly packageName: string
  readonly version: string
  /** Its peer range of @dealer/theme-contract (`workspace:^` in this repository), or null. */
  readonly contractRange: string | null
  /**
   * Whether it exports `./browser`: the theme without its server-only slots (Header and Footer are
   * static HTML, never rendered in the browser), which the browser loads instead of the whole theme.
   */
  readonly browserEntry?: boolean
  /** Its folder, symlinks resolved. */
  readonly dir: string
}
export declare const CONTRACT_PACKAGE: '@dealer/theme-contract'
export declare const THEME_KEYWORD: 'dealer-theme'
export declare function themeDeclaration(pkg: Record<string, unknown>): { name: string } | null
export declare function packageDir(name: string, fromDir: string): string | null
export declare function discoverThemes(appDir: string): DiscoveredTheme[]
export declare function uninstalledWorkspaceThemes(
  appDir: string,
  installed: readonly { packageName: string }[],
): { name: string; packageName: string; dir: string }[]
