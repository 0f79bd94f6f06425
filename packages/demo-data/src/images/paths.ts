/** Public URL prefix of the demo photos; the files live in `<imagesDir>/demo/`. */
export const DEMO_IMAGE_PREFIX = '/images/demo/'
export const DEMO_IMAGE_SUBDIR = 'demo'
