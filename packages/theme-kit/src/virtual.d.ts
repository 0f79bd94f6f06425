/**
 * `virtual:dealer-themes`, served by the dealerThemes() Vite plugin (@dealer/theme-kit/vite). An app
 * that uses it adds `/// <reference types="@dealer/theme-kit/virtual" />` to one of its .d.ts files.
 */
declare module 'virtual:dealer-themes' {
  export interface InstalledThemeModule {
    readonly default: unknown
  }
  export interface InstalledTheme {
    /** The name a tenant's `theme` names. */
    readonly name: string
    readonly packageName: string
    readonly version: string
    /** The theme's peer range of @dealer/theme-contract, as its package.json says it. */
    readonly contractRange: string | null
    /** Its stylesheet's URL (a hashed asset). */
    readonly cssUrl: string
    /** On the server, the theme's module; null in the browser, where load() fetches it. */
    readonly module: InstalledThemeModule | null
    load(): Promise<InstalledThemeModule>
  }
  /** The version of @dealer/theme-contract installed in the app. */
  export const contractVersion: string
  export const themes: readonly InstalledTheme[]
}
