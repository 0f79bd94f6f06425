import type { FailedDelivery } from '@dealer/db'

/**
 * The failed deliveries as `pnpm leads:failed` prints them: one line each, oldest first, with
 * what the operator needs to fix the channel and requeue (docs/spec-coverage.md, Hardening).
 */
export function formatFailedDeliveries(failed: readonly FailedDelivery[]): string {
  if (failed.length === 0) return 'No failed lead deliveries.'
  const lines = failed.map((d) =>
    [
      d.tenant,
      `lead ${d.leadId}`,
      `(${d.formType}, stored ${d.leadCreatedAt})`,
      `${d.channel}:`,
      `${d.attempts} attempt${d.attempts === 1 ? '' : 's'}, gave up ${d.updatedAt}`,
      `— ${(d.lastError ?? 'no error recorded').replace(/\s+/g, ' ').slice(0, 200)}`,
    ].join(' '),
  )
  const tenants = new Set(failed.map((d) => d.tenant)).size
  return [
    ...lines,
    `${failed.length} failed deliver${failed.length === 1 ? 'y' : 'ies'} for ${tenants} dealer${tenants === 1 ? '' : 's'}. After fixing the channel: pnpm leads:requeue [--tenant <slug>]`,
  ].join('\n')
}
