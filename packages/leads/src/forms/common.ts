import { z } from 'zod'
import { emailField, hiddenText, nameField, optInField, phoneField } from './fields'

/** An option of a select: the submitted value and the text shown. */
export interface Choice {
  value: string
  label: string
}

/** The shopper's contact details, common to every lead form. */
export const contactFields = () => ({
  name: nameField(),
  email: emailField(),
  phone: phoneField(),
  opt_in: optInField(),
})

/**
 * The car a form is about, as hidden fields the car page fills in (docs/spec-coverage.md, Lead
 * forms). The server trusts only `car_id`, and looks the car up again to snapshot its details into
 * the lead.
 */
export const carFields = () => ({
  car_id: hiddenText(),
  stock_number: hiddenText(),
  'Vehicle Make': hiddenText(),
  'Vehicle Model': hiddenText(),
  vehicle_status: hiddenText(),
  manufacturer_slug: hiddenText(),
  autogauge_enabled: z.enum(['true', 'false']).optional(),
})

/** The values of a choice list, for z.enum. */
export function values(choices: readonly Choice[] | undefined): string[] {
  return (choices ?? []).map((c) => c.value)
}
