import { describe, expect, it } from 'vitest'
import { watchlistButton, watchlistToast, type WatchlistView } from './watchlist'

const view: WatchlistView = { phone: '0412345678', savedIds: ['sold-saved'], here: '/search/used-cars?page=2' }

describe("a car's save button", () => {
  it("reads 'Save to Watchlist' and posts to save-car, with the car and the way back", () => {
    expect(watchlistButton({ id: 'c1', available: true }, { view, saved: false })).toEqual({
      saved: false,
      label: 'Save to Watchlist',
      action: '/api/watchlist/save-car',
      fields: [
        { name: 'car_id', value: 'c1' },
        { name: 'redirect', value: '/search/used-cars?page=2' },
      ],
    })
  })

  it("reads 'Saved' and posts to remove-car once saved", () => {
    expect(watchlistButton({ id: 'c1', available: true }, { view, saved: true })).toMatchObject({
      saved: true,
      label: 'Saved',
      action: '/api/watchlist/remove-car',
    })
  })

  it('is hidden on a sold car unless it was saved when the page loaded', () => {
    expect(watchlistButton({ id: 'sold', available: false }, { view, saved: false })).toBeNull()
    expect(watchlistButton({ id: 'sold', available: false }, { view, saved: true })).toBeNull()
    expect(watchlistButton({ id: 'sold-saved', available: false }, { view, saved: true })?.label).toBe('Saved')
    // Removed on this page: the button stays, so it does not vanish from under the pointer.
    expect(watchlistButton({ id: 'sold-saved', available: false }, { view, saved: false })?.label).toBe(
      'Save to Watchlist',
    )
  })

  it("hands the page's handler to the form only when there is one (JavaScript running)", () => {
    const onSubmit = () => {}
    expect(watchlistButton({ id: 'c1', available: true }, { view, saved: false, onSubmit })?.onSubmit).toBe(onSubmit)
    expect(watchlistButton({ id: 'c1', available: true }, { view, saved: false })).not.toHaveProperty('onSubmit')
  })
})

describe('watchlist toasts', () => {
  it('carry the spec titles, the line naming the car and View List', () => {
    expect(watchlistToast('saved', '2021 Toyota RAV4 is now available in your watchlist')).toEqual({
      title: 'Car Saved In Watchlist',
      description: '2021 Toyota RAV4 is now available in your watchlist',
      variant: 'default',
      action: { label: 'View List', href: '/watchlist' },
      durationMs: 8000,
    })
    expect(watchlistToast('removed', 'x')).toMatchObject({ title: 'Car Removed', action: { label: 'View List' } })
  })
})
