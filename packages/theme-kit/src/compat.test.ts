import { describe, expect, it } from 'vitest'
import { contractProblem, effectiveRange } from './compat.js'

const theme = (contractRange: string | null) => ({
  name: 'dune',
  packageName: '@acme/theme-dune',
  version: '2.1.0',
  contractRange,
})

describe('effectiveRange', () => {
  it('reads the workspace protocol as pnpm publishes it', () => {
    expect(effectiveRange('workspace:^', '1.4.0')).toBe('^1.4.0')
    expect(effectiveRange('workspace:~', '1.4.0')).toBe('~1.4.0')
    expect(effectiveRange('workspace:*', '1.4.0')).toBe('*')
    expect(effectiveRange('workspace:^1.2.0', '1.4.0')).toBe('^1.2.0')
    expect(effectiveRange('^1.0.0', '1.4.0')).toBe('^1.0.0')
  })
})

describe('contractProblem', () => {
  it('accepts a theme whose range the contract satisfies', () => {
    expect(contractProblem(theme('^1.0.0'), '1.3.0')).toBeNull()
    expect(contractProblem(theme('workspace:^'), '1.3.0')).toBeNull()
    expect(contractProblem(theme('^1.2.0 || ^2.0.0'), '2.0.1')).toBeNull()
  })
  it('refuses a theme made for another major, naming the theme, its range and the contract version', () => {
    expect(contractProblem(theme('^2.0.0'), '1.3.0')).toBe(
      'Theme "dune" (@acme/theme-dune 2.1.0) supports @dealer/theme-contract ^2.0.0, but the app has @dealer/theme-contract 1.3.0: install a version of the theme made for contract 1.x, or a contract its range allows.',
    )
    expect(contractProblem(theme('^1.0.0'), '2.0.0')).toContain('supports @dealer/theme-contract ^1.0.0')
  })
  it('refuses a theme that needs a newer minor than the app has', () => {
    expect(contractProblem(theme('^1.4.0'), '1.3.0')).toContain('but the app has @dealer/theme-contract 1.3.0')
  })
  it('refuses a theme with no range, or an invalid one', () => {
    expect(contractProblem(theme(null), '1.0.0')).toContain('declares no peerDependencies range')
    expect(contractProblem(theme('one point oh'), '1.0.0')).toContain(
      'invalid @dealer/theme-contract range "one point oh"',
    )
  })
})
