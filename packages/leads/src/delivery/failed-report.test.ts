import { describe, expect, it } from 'vitest'
import { formatFailedDeliveries } from './failed-report'

describe('formatFailedDeliveries', () => {
  it('prints one line per failed delivery and says how to requeue', () => {
    const base = {
      status: 'failed' as const,
      nextAttemptAt: '2026-11-20T03:00:00.000Z',
      leaseOwner: null,
      leaseExpiresAt: null,
      createdAt: '2026-11-20T01:00:00.000Z',
      updatedAt: '2026-11-20T03:00:00.000Z',
      sentAt: null,
      formType: 'enquiry',
      leadCreatedAt: '2026-11-20T01:00:00.000Z',
    }
    const text = formatFailedDeliveries([
      { ...base, id: 'l1/email', tenant: 'a', leadId: 'l1', channel: 'email', attempts: 1, lastError: 'SMTP\n550' },
      { ...base, id: 'l2/webhook', tenant: 'b', leadId: 'l2', channel: 'webhook', attempts: 12, lastError: null },
    ])
    expect(text.split('\n')).toEqual([
      'a lead l1 (enquiry, stored 2026-11-20T01:00:00.000Z) email: 1 attempt, gave up 2026-11-20T03:00:00.000Z — SMTP 550',
      'b lead l2 (enquiry, stored 2026-11-20T01:00:00.000Z) webhook: 12 attempts, gave up 2026-11-20T03:00:00.000Z — no error recorded',
      '2 failed deliveries for 2 dealers. After fixing the channel: pnpm leads:requeue [--tenant <slug>]',
    ])
    expect(formatFailedDeliveries([])).toBe('No failed lead deliveries.')
  })
})
