import {
  allSlotTimes,
  bookingDayOptions,
  bookingDays,
  dayLabel,
  formatTime12h,
  hoursOn,
  minutesToTime,
  slotsOn,
  ownValue,
  weeklyHoursText,
} from '@dealer/domain'
import { ENQUIRY_LABELS, LOCATION_PLACEHOLDER, type TestDriveFormOptions } from '@dealer/leads/client'
import { ContactFields } from './enquiry-fields'
import { CheckboxField, Hint, SelectField, TextAreaField, type AnyField } from '@dealer/ui/fields'
import { TermsField } from './lead-form'
import * as styles from '~/styles/form.css'

const NO_PREFERENCE = 'No preference'

/**
 * The Test Drive fields: contact details, the location (when the car does not fix it), then a day
 * and a start time offered only inside that location's opening hours. The lists follow the
 * location and day already chosen: at once with JS, and after a round trip without it, when the
 * server's message says which times the location offers.
 */
export function TestDriveFields({
  fields,
  options,
}: {
  fields: Record<string, AnyField>
  options: TestDriveFormOptions
}) {
  // eslint-disable-next-line local/own-keys -- conform's fields are a Proxy (no own keys); the names are this file's own
  const field = (name: string) => fields[name] as AnyField
  const availability = options.availability
  const chosen = availability?.fixedLocationId ?? (field('location').value as string | undefined)
  // The chosen id comes from the shopper's form: only the record's own keys count (not __proto__).
  const location = chosen ? ownValue(availability?.locations, chosen) : undefined
  const firstId = Object.keys(availability?.now ?? {})[0]
  const now =
    (chosen && ownValue(availability?.now, chosen)) || (firstId ? ownValue(availability?.now, firstId) : undefined)
  const day = field('preferred_date').value as string | undefined

  const days = now ? bookingDays(now) : []
  const dayOptions = now ? bookingDayOptions(location, now) : []
  const everyTime = allSlotTimes(location ? [location] : Object.values(availability?.locations ?? {}))
  const times = location && now && day && days.includes(day) ? slotsOn(location, day, now) : everyTime
  // A time the server refused (outside the day's hours) stays chosen, so the shopper sees what they
  // picked beside the message; it is one of the location's times, never a value made up.
  const picked = field('preferred_time').value as string | undefined
  const timeOptions = times.map((t) => ({ value: t, label: formatTime12h(t) }))
  if (picked && !times.includes(picked) && everyTime.includes(picked)) {
    timeOptions.push({ value: picked, label: `${formatTime12h(picked)} (outside the hours)` })
    timeOptions.sort((a, b) => a.value.localeCompare(b.value))
  }
  const hours = location && day && days.includes(day) ? hoursOn(location, day) : null
  // Without JavaScript the time list cannot follow the day chosen: the hint says each day's hours.
  const hint = location
    ? hours
      ? `${location.name} is open ${formatTime12h(minutesToTime(hours.open))} to ${formatTime12h(minutesToTime(hours.close))} on ${dayLabel(day!)}.`
      : `Times are offered inside the opening hours of ${location.name}: ${weeklyHoursText(location)}.`
    : 'Times are offered inside the opening hours of the location you choose.'

  return (
    <>
      <ContactFields fields={{ name: field('name'), email: field('email'), phone: field('phone') }} />
      {(options.locations ?? []).length > 0 ? (
        <SelectField
          meta={field('location')}
          label={ENQUIRY_LABELS.location}
          placeholder={LOCATION_PLACEHOLDER}
          options={options.locations ?? []}
        />
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Preferred date and time (optional)</legend>
        <SelectField
          meta={field('preferred_date')}
          label="Preferred day"
          placeholder={NO_PREFERENCE}
          options={dayOptions}
        />
        <SelectField
          meta={field('preferred_time')}
          label="Preferred time"
          placeholder={NO_PREFERENCE}
          options={timeOptions}
        />
        <Hint className={styles.fullRow} aria-live="polite">
          {hint}
        </Hint>
      </fieldset>
      <TextAreaField meta={field('message')} label={ENQUIRY_LABELS.message} />
      <CheckboxField meta={field('opt_in')} label={ENQUIRY_LABELS.opt_in} />
      {options.termsRequired ? <TermsField meta={field('terms_conditions')} /> : null}
    </>
  )
}
