/** What a carousel of cards shows around its track. */
export interface CarouselControls {
  /** Previous and next buttons (with JavaScript): only when there are more cards than fit. */
  arrows: boolean
  /** The 'Swipe to see more' hint on narrow screens, where one card shows at a time. */
  swipeHint: boolean
}

/**
 * The 'Our Locations' carousel (docs/spec-coverage.md, Dealer site: locations): arrows appear only
 * above the number of cards a row holds (3, or 4 on some sites), the swipe hint whenever there is a
 * second card to swipe to.
 */
export function carouselControls(count: number, perView: number): CarouselControls {
  const n = Math.max(0, Math.floor(count))
  return { arrows: n > Math.max(1, perView), swipeHint: n > 1 }
}
