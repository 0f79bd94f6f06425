import { createHash } from 'node:crypto'
import type { PaymentProvider } from './provider'

/**
 * The demo: every charge succeeds and no money moves; the payment is recorded in the payments
 * table like a real one. No card details are asked for or kept. The reference is derived from the
 * tenant and key, so asking twice with one key gives one answer, as the port requires.
 */
export function createDemoProvider(): PaymentProvider {
  return {
    name: 'demo',
    demo: true,
    async charge(request) {
      const digest = createHash('sha256').update(`${request.tenant}\u0000${request.idempotencyKey}`).digest('hex')
      return { providerRef: `demo_${digest.slice(0, 24)}`, status: 'succeeded' }
    },
  }
}
