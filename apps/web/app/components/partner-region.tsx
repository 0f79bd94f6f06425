import type { PartnerRegion as Region } from '@dealer/domain'
import * as styles from '~/styles/partners.css'

/**
 * A page region's partner blocks, drawn on the server to static HTML (docs/decisions/023-partner-blocks.md):
 * nothing when the tenant put none there or none applies. The HTML comes from the loader, so the
 * browser renders the same markup and hydration leaves it as it is.
 */
export function PartnerRegion({ region, html, className }: { region: Region; html: string; className?: string }) {
  if (!html) return null
  return (
    <div
      data-partner-region={region}
      className={className ?? styles.region}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
