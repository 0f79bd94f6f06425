import { describe, expect, it } from 'vitest'
import { createUnsubscribeTokens, maskEmail } from './unsubscribe-token'

const tokens = createUnsubscribeTokens('a-secret-of-at-least-sixteen-chars')

describe('unsubscribe token', () => {
  it('gives back the address it was signed for, on its own tenant only', () => {
    const token = tokens.sign('westside', 'ann@example.com')
    expect(tokens.verify('westside', token)).toBe('ann@example.com')
    expect(tokens.verify('harbour', token)).toBeNull()
    expect(createUnsubscribeTokens('another-secret-of-sixteen-chars').verify('westside', token)).toBeNull()
  })

  it('refuses a tampered token', () => {
    const token = tokens.sign('westside', 'ann@example.com')
    const [address, mac] = token.split('.') as [string, string]
    const otherAddress = Buffer.from('bob@example.com').toString('base64url')
    const flipped = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1)
    for (const bad of [
      `${otherAddress}.${mac}`,
      `${address}.${flipped(mac, 10)}`,
      `${flipped(address, 2)}.${mac}`,
      `${address}.${mac.slice(0, -1)}`,
      `${address}.${mac}x`,
      `${address}=.${mac}`,
      address,
      '',
      null,
      42,
      'x'.repeat(5_000),
    ])
      expect(tokens.verify('westside', bad), String(bad)).toBeNull()
  })

  it('takes one spelling of a signature: no other last character passes', () => {
    const token = tokens.sign('westside', 'ann@example.com')
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const accepted = [...alphabet].filter((c) => tokens.verify('westside', token.slice(0, -1) + c) !== null)
    expect(accepted).toEqual([token.at(-1)])
  })

  it('masks the address for the confirmation page', () => {
    expect(maskEmail('ann@example.com')).toBe('a••@example.com')
    expect(maskEmail('a@example.com')).toBe('a••@example.com')
    expect(maskEmail('alexandra@example.com')).toBe('a•••••@example.com')
  })
})
