import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadTheme } from '~/themes'

// Only the page's own theme comes to the browser: the one the server named on <html data-theme>
// (docs/decisions/022-theme-packages.md). Header and Footer are static HTML (ADR 008); CarCard and
// VehicleCtas render with React, so the theme's module is loaded before hydrating.
await loadTheme(document.documentElement.dataset.theme ?? 'base')

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  )
})
