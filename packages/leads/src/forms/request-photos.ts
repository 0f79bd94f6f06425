import { z } from 'zod'
import { carFields, contactFields } from './common'
import { commentsField, hiddenText, termsField } from './fields'
import { REQUEST_PHOTOS_TEXT } from './messages'

export interface RequestPhotosFormOptions {
  /** The disclaimer checkbox; default true. */
  termsRequired?: boolean
}

/**
 * Request Photos (docs/spec-coverage.md, Lead forms): the message is optional, and a hidden field carries the default
 * text 'Please send photos for this car' so the dealer knows what was asked even without one.
 */
export function requestPhotosSchema(options: RequestPhotosFormOptions = {}) {
  return z.object({
    ...contactFields(),
    message: commentsField(false),
    request_text: hiddenText().default(REQUEST_PHOTOS_TEXT),
    ...carFields(),
    terms_conditions: termsField(options.termsRequired ?? true),
  })
}

/** Default values for the Request Photos inputs. */
export function requestPhotosDefaults(): { request_text: string; opt_in: boolean } {
  return { request_text: REQUEST_PHOTOS_TEXT, opt_in: true }
}
