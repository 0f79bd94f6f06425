import { listModels } from '@dealer/db'
import type { AppLoadContext } from '@remix-run/node'

/** The models the tenant sells, with their variants (spec §2 /models). */
export function dealerModels({ tenant, services }: AppLoadContext) {
  return listModels(services.database.db, tenant.slug)
}
