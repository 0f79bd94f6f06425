import { ownValue } from '@dealer/domain'
/** The user details a browser may keep for the next form (docs/spec-coverage.md, Lead forms). */
export interface RememberedDetails {
  name: string
  email: string
  phone: string
  last_name?: string
  postcode?: string
}

/**
 * The details to remember after a submit: only when name, email and phone were all given
 * (docs/spec-coverage.md, Lead forms), plus last name and postcode when the form had them.
 */
export function rememberedDetails(values: Record<string, unknown>): RememberedDetails | null {
  const text = (key: string) => {
    const v = ownValue(values, key)
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined
  }
  const name = text('name')
  const email = text('email')
  const phone = text('phone')
  if (!name || !email || !phone) return null
  const lastName = text('last_name')
  const postcode = text('postcode')
  return { name, email, phone, ...(lastName ? { last_name: lastName } : {}), ...(postcode ? { postcode } : {}) }
}
