import type { UserConfig } from 'vite'

/** A theme's library build (vite-library.js): dist/index.js and dist/style.css. */
export function themeLibraryConfig(): UserConfig
