/** The photos' `sizes`: the gallery is 760 px wide on a desktop, the screen's width below it. */
export const GALLERY_SIZES = '(min-width: 1024px) 760px, 100vw'

/** The id of the gallery's outermost element (the car page loads the gallery's code when it is reached). */
export const CAR_MEDIA_ID = 'car-media'
