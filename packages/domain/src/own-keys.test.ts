import { describe, expect, it } from 'vitest'
import { ownValue } from './own-keys'

describe('ownValue (docs/spec-coverage.md, Hardening)', () => {
  const labels: Record<string, string> = { used: 'Used', new: 'New' }
  it('reads own keys', () => {
    expect(ownValue(labels, 'used')).toBe('Used')
    expect(ownValue(labels, 'demo')).toBeUndefined()
    expect(ownValue(undefined, 'used')).toBeUndefined()
  })
  it('never finds what every object inherits', () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(labels[key], key).toBeDefined()
      expect(ownValue(labels, key), key).toBeUndefined()
    }
  })
})
