import { describe, expect, it } from 'vitest'
import { carouselControls } from './carousel'

describe('carouselControls', () => {
  it('shows arrows only above the cards a row holds: 3, or 4 on some sites', () => {
    expect(carouselControls(3, 3).arrows).toBe(false)
    expect(carouselControls(4, 3).arrows).toBe(true)
    expect(carouselControls(4, 4).arrows).toBe(false)
    expect(carouselControls(5, 4).arrows).toBe(true)
  })
  it('hints at swiping whenever there is a second card', () => {
    expect(carouselControls(0, 3)).toEqual({ arrows: false, swipeHint: false })
    expect(carouselControls(1, 3)).toEqual({ arrows: false, swipeHint: false })
    expect(carouselControls(2, 3)).toEqual({ arrows: false, swipeHint: true })
  })
  it('never shows arrows for a single card, whatever the row holds', () => {
    expect(carouselControls(1, 0).arrows).toBe(false)
    expect(carouselControls(2.7, 3)).toEqual({ arrows: false, swipeHint: true })
  })
})
