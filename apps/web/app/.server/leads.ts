import type { Database } from '@dealer/db'
import { createDeliveryWorker, createEmailChannel, type DeliveryWorker, type LeadTenant } from '@dealer/leads'
import type { TenantConfig, TenantResolver } from '@dealer/tenant'

/**
 * Where a tenant's leads go. Every dealer gets ADF/XML by email to its dealer address until its
 * config names other channels (delivery runs from the outbox; see docs/decisions/006).
 */
export function leadTenant(tenant: TenantConfig): LeadTenant {
  return { slug: tenant.slug, deliveryChannels: { email: { to: [tenant.dealer.email] } } }
}

/**
 * The delivery worker inside the server (ARCHITECTURE: one machine). It sends only when SMTP_URL
 * is set; without it leads are stored and wait in the outbox, nothing is lost.
 */
export function startLeadDelivery(database: Database, resolver: TenantResolver, env: NodeJS.ProcessEnv = process.env): DeliveryWorker | null {
  if (!env.SMTP_URL) {
    console.log('Lead delivery is paused: set SMTP_URL to send leads (they wait in the outbox until then).')
    return null
  }
  const email = createEmailChannel({
    transport: env.SMTP_URL,
    from: env.LEADS_FROM ?? '"Website leads" <leads@localhost>',
    settings: (slug) => {
      const tenant = resolver.bySlug(slug)
      if (!tenant) return undefined
      return {
        vendor: { name: tenant.dealer.name, email: tenant.dealer.email, phone: tenant.dealer.phone },
        deliveryChannels: leadTenant(tenant).deliveryChannels,
      }
    },
  })
  const worker = createDeliveryWorker({ database, channels: [email] })
  worker.start()
  return worker
}
