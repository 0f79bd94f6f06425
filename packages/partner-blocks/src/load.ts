import { PARTNER_REGIONS, type PartnerRegion } from '@dealer/domain'
import type { PartnerBlockType } from './block'
import { PARTNER_BLOCK_TYPES } from './registry'

/** A block as a tenant file gives it (the tenant schema checks only this shape). */
export interface PartnerBlockInput {
  readonly type: string
  readonly id: string
  readonly props: Record<string, unknown>
}

/** A block whose props passed its type's schema, ready to draw. */
export interface CheckedBlock {
  readonly id: string
  readonly entry: PartnerBlockType<unknown>
  readonly props: unknown
}

export type CheckedRegions = { readonly [R in PartnerRegion]: readonly CheckedBlock[] }

/**
 * A tenant's partner blocks, checked against the registry: a block of an unknown type, in a
 * region its type does not fit, or with invalid props is left out, and a warning names the
 * tenant, region and block and says why. The rest of the site never depends on a block.
 */
export function checkPartnerBlocks(
  tenant: string,
  partners: { readonly [R in PartnerRegion]?: readonly PartnerBlockInput[] },
  types: ReadonlyMap<string, PartnerBlockType<unknown>> = PARTNER_BLOCK_TYPES,
): { regions: CheckedRegions; warnings: string[] } {
  const warnings: string[] = []
  const regions = {} as Record<PartnerRegion, CheckedBlock[]>
  for (const region of PARTNER_REGIONS) {
    regions[region] = []
    for (const block of partners[region] ?? []) {
      const where = `tenant ${tenant}, region ${region}, block ${block.id} (${block.type})`
      const entry = types.get(block.type)
      if (!entry) {
        warnings.push(`${where}: unknown block type (known: ${[...types.keys()].join(', ')}); left out`)
        continue
      }
      if (!entry.regions.includes(region)) {
        warnings.push(`${where}: a ${block.type} block goes in ${entry.regions.join(', ')}; left out`)
        continue
      }
      const parsed = entry.schema.safeParse(block.props)
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => `${['props', ...i.path].join('.')}: ${i.message}`).join('; ')
        warnings.push(`${where}: ${issues}; left out`)
        continue
      }
      regions[region].push({ id: block.id, entry, props: parsed.data })
    }
  }
  return { regions, warnings }
}
