import { describe, expect, it } from 'vitest'
import { safeLocalPath } from './safe-path'

describe('safeLocalPath', () => {
  it.each([
    ['/my-garage', '/my-garage'],
    ['/cars/2021-toyota-rav4-abc?x=1#finance', '/cars/2021-toyota-rav4-abc?x=1#finance'],
    ['/search/used-cars/toyota', '/search/used-cars/toyota'],
  ])('keeps the same-site path %s', (input, out) => {
    expect(safeLocalPath(input)).toBe(out)
  })

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%2F/evil.example',
    '/.//evil.example',
    '/a/..//evil.example/x',
    '/%2e//evil.example',
    '/./%2F/evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'evil.example',
    'my-garage',
    '/\t/evil.example',
    '/\n/evil.example',
    '',
    '%',
    undefined,
    null,
    42,
    ['/a'],
  ])('falls back to / for %j', (input) => {
    expect(safeLocalPath(input)).toBe('/')
  })

  it('uses the given fallback', () => {
    expect(safeLocalPath('//x', '/watchlist')).toBe('/watchlist')
  })
})
