import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { changelogSection, currentApi, readSnapshot, stabilityViolations, type ApiSnapshot } from './api-snapshot'
import { OPTIONAL_SLOT_STABILITY } from './page-slots'
import { SLOT_STABILITY } from './slots'

const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
const changelog = fs.readFileSync(path.join(dir, 'CHANGELOG.md'), 'utf8')

describe('the slot API (SLOT_STABILITY enforced; README "Versions")', () => {
  const current = currentApi(pkg.version, { ...SLOT_STABILITY, ...OPTIONAL_SLOT_STABILITY })
  const recorded = readSnapshot()

  it('changed since api/slots.json only as the version allows', () => {
    expect(stabilityViolations(recorded, current, changelog)).toEqual([])
  })
  it('is recorded at this version (pnpm --filter @dealer/theme-contract api:update)', () => {
    expect(current).toEqual(recorded)
  })
  it('has a changelog entry for this version', () => {
    expect(changelogSection(changelog, pkg.version)).not.toBeNull()
  })
  it('reads nested, optional and array props of every slot', () => {
    expect(Object.keys(current.slots)).toEqual(
      [...Object.keys(SLOT_STABILITY), ...Object.keys(OPTIONAL_SLOT_STABILITY)].sort(),
    )
    expect(current.slots.Header?.props).toMatchObject({
      'nav[].children[].href': 'string',
      dropdownOpen: "'hover' | 'click'",
    })
    expect(current.slots.CarCard?.props).toHaveProperty(['watchlist?.action'], 'string')
  })
})

describe('stabilityViolations', () => {
  const api = (
    version: string,
    slots: Record<string, [ApiSnapshot['slots'][string]['stability'], Record<string, string>]>,
  ) => ({
    version,
    slots: Object.fromEntries(Object.entries(slots).map(([k, [stability, props]]) => [k, { stability, props }])),
  })
  const before = api('1.2.0', { Header: ['stable', { title: 'string' }], Ctas: ['unstable', { size: "'s' | 'm'" }] })
  const log = (version: string, text: string) => `# Changelog\n\n## ${version}\n\n${text}\n\n## 1.2.0\n\nOld.\n`

  it('allows no change at all at any version', () => {
    expect(stabilityViolations(before, { ...before, version: '1.2.1' }, '')).toEqual([])
  })
  it('refuses a stable slot prop changed or removed in a minor version, allows it in a major', () => {
    const changed = api('1.3.0', {
      Header: ['stable', { title: 'string | null' }],
      Ctas: before.slots.Ctas! && ['unstable', { size: "'s' | 'm'" }],
    })
    expect(stabilityViolations(before, changed, log('1.3.0', 'Header: title may be null.'))).toEqual([
      'Stable slot Header changed title (string → string | null): needs a major version (the contract is 1.2.0 → 1.3.0).',
    ])
    const major = { ...changed, version: '2.0.0' }
    expect(stabilityViolations(before, major, log('2.0.0', 'Header: title may be null.'))).toEqual([])
    expect(stabilityViolations(before, major, log('2.0.0', 'Nothing named.'))[0]).toContain(
      'no "## 2.0.0" entry naming Header',
    )
  })
  it('allows a prop added to a stable slot in a minor version, not in a patch', () => {
    const added = api('1.3.0', {
      Header: ['stable', { title: 'string', 'logo?': 'string | undefined' }],
      Ctas: ['unstable', { size: "'s' | 'm'" }],
    })
    expect(stabilityViolations(before, added, log('1.3.0', 'Header gains logo.'))).toEqual([])
    expect(
      stabilityViolations(before, { ...added, version: '1.2.1' }, log('1.2.1', 'Header gains logo.'))[0],
    ).toContain('Slot Header gained logo?: needs a minor version')
  })
  it('allows an unstable slot to change in a minor version named in the changelog', () => {
    const changed = api('1.3.0', {
      Header: ['stable', { title: 'string' }],
      Ctas: ['unstable', { size: "'s' | 'm' | 'l'" }],
    })
    expect(stabilityViolations(before, changed, log('1.3.0', '- Ctas: size may be l.'))).toEqual([])
    expect(stabilityViolations(before, changed, log('1.3.0', '- Something else.'))[0]).toContain(
      'no "## 1.3.0" entry naming Ctas',
    )
    expect(stabilityViolations(before, { ...changed, version: '1.2.1' }, log('1.2.1', 'Ctas'))[0]).toContain(
      'needs a minor version',
    )
  })
  it('allows a new slot in a minor version; refuses a removed slot or a stable slot made unstable before a major', () => {
    const grown = api('1.3.0', {
      ...Object.fromEntries(Object.entries(before.slots).map(([k, v]) => [k, [v.stability, v.props]])),
      Hero: ['unstable', { title: 'string' }],
    })
    expect(stabilityViolations(before, grown, log('1.3.0', 'New slot Hero.'))).toEqual([])
    const shrunk = api('1.3.0', { Header: ['unstable', { title: 'string' }] })
    expect(stabilityViolations(before, shrunk, log('1.3.0', 'Header Ctas'))).toEqual([
      'Slot Header became unstable: needs a major version (the contract is 1.2.0 → 1.3.0).',
      'Slot Ctas was removed: needs a major version (the contract is 1.2.0 → 1.3.0).',
    ])
  })
  it('refuses a version going backwards', () => {
    expect(stabilityViolations(before, { ...before, version: '1.1.9' }, '')).toEqual([
      'The contract version went back from 1.2.0 to 1.1.9.',
    ])
  })
})
