import type { Plugin } from 'vite'
import type { DiscoveredTheme } from './discover'

export declare const VIRTUAL_ID: 'virtual:dealer-themes'
export declare function virtualModuleSource(
  themes: readonly DiscoveredTheme[],
  contractVersion: string,
  ssr: boolean,
): string
export declare function dealerThemes(options: { appDir: string; warn?: (line: string) => void }): Plugin
