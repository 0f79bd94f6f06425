import { afterEach, describe, expect, it, vi } from 'vitest'
import { logEvent } from './worker'

const delivery = {
  id: 'lead-1/webhook',
  tenant: 'westside-car-co',
  leadId: 'lead-1',
  channel: 'webhook',
  attempts: 12,
  leaseExpiresAt: '2026-11-20T02:01:00.000Z',
}

describe('the delivery log', () => {
  afterEach(() => vi.restoreAllMocks())

  it('writes one JSON line per delivery given up for good, and nothing else on that line', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    logEvent({ type: 'failed', delivery, error: 'TransientDeliveryError: webhook\n  503 Service Unavailable' })
    expect(error).toHaveBeenCalledTimes(1)
    const [line, ...rest] = error.mock.calls[0]!
    expect(rest).toEqual([])
    expect(String(line)).not.toContain('\n')
    expect(JSON.parse(String(line))).toMatchObject({
      level: 'error',
      event: 'lead_delivery_failed',
      tenant: 'westside-car-co',
      leadId: 'lead-1',
      deliveryId: 'lead-1/webhook',
      channel: 'webhook',
      attempts: 12,
      error: 'TransientDeliveryError: webhook 503 Service Unavailable',
    })
  })

  it('a retry is a warning, not a failure line', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    logEvent({ type: 'retry', delivery, error: 'x', nextAttemptAt: '2026-11-20T02:05:00.000Z' })
    expect(error).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
