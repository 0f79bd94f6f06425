import { describe, expect, it } from 'vitest'
import { afterSignOut } from './sign-out'

describe('afterSignOut', () => {
  it('lands on the page the shopper signed out on', () => {
    expect(afterSignOut('/cars/2024-toyota-hilux-sr5-abc123')).toBe('/cars/2024-toyota-hilux-sr5-abc123')
    expect(afterSignOut('/search/used-cars?make=Toyota&page=2')).toBe('/search/used-cars?make=Toyota&page=2')
  })
  it('goes home from the pages only a signed-in shopper has', () => {
    for (const page of [
      '/my-garage',
      '/toyota/my-garage',
      '/watchlist',
      '/saved-searches?removed=1',
      '/my-garage#saved',
    ]) {
      expect(afterSignOut(page), page).toBe('/')
    }
    expect(afterSignOut('/watchlists-guide')).toBe('/watchlists-guide')
  })
  it('goes home for anything that is not a path of this site', () => {
    for (const back of [
      null,
      '',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(afterSignOut(back), String(back)).toBe('/')
    }
  })
})
