import { carPageLayout, type CarPageLayout } from '@dealer/theme-contract'
import type { CSSProperties } from 'react'

/**
 * The car page grid's attributes from the theme's layout tokens (docs/spec-coverage.md, Theme kit:
 * page slots and partner blocks); styles/car.css.ts reads them on desktop widths. A theme without
 * tokens gets today's layout.
 */
export function carGridAttributes(layout: Partial<CarPageLayout> | undefined) {
  const l = carPageLayout(layout)
  return {
    'data-sidebar': l.carSidebar,
    'data-gallery': l.carGallery,
    style: { '--car-sidebar-width': l.carSidebarWidth } as CSSProperties,
  }
}
