import { z } from 'zod'
import { carFields, contactFields, values, type Choice } from './common'
import { optionalDateTimeField } from './date-time'
import { commentsField, hiddenText, selectField, termsField } from './fields'
import { LOCATION_REQUIRED } from './messages'

export interface TestDriveFormOptions {
  /** Locations to book at (value = location id); when given the select is shown and required. */
  locations?: readonly Choice[]
  /** A custom disclaimer adds terms acceptance (spec §5); default false. */
  termsRequired?: boolean
}

/** Test drive booking (spec §5): the date-time is optional. */
export function testDriveSchema(options: TestDriveFormOptions = {}) {
  const showLocation = (options.locations ?? []).length > 0
  return z.object({
    ...contactFields(),
    preferred_datetime: optionalDateTimeField(),
    location: showLocation ? selectField(values(options.locations), LOCATION_REQUIRED) : hiddenText(),
    message: commentsField(false),
    ...carFields(),
    terms_conditions: termsField(options.termsRequired ?? false),
  })
}
