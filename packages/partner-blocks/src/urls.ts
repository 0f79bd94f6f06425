import { z } from 'zod'
import type { PartnerCar } from './block'

/** A path on this site (the CSP allows images and media from the site only). */
export const sitePath = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[A-Za-z0-9._~/%-]*$/, 'must be a path on this site, like /images/banner.jpg')

/** An https address with no user or password in it: the only scheme a partner link may use. */
export const httpsUrl = z
  .string()
  .max(500)
  .refine((v) => {
    try {
      const u = new URL(v)
      return u.protocol === 'https:' && !u.username && !u.password && v.startsWith('https://')
    } catch {
      return false
    }
  }, 'must be an https:// address')

/** The car facts a link template may carry, by placeholder. */
const PLACEHOLDERS = {
  stocknum: (car: PartnerCar) => car.stockNumber,
  vin: (car: PartnerCar) => car.vin,
  price: (car: PartnerCar) => (car.price === null ? null : String(car.price)),
} as const
type Placeholder = keyof typeof PLACEHOLDERS

/**
 * An https link template: `{stocknum}`, `{vin}` and `{price}` may appear after the host (so the
 * host is fixed in the config), nothing else in braces.
 */
export const httpsTemplate = z
  .string()
  .max(500)
  .refine((v) => /^https:\/\/[^/{}?#@]+(?:[/?#]|$)/.test(v), 'must be an https:// address with a fixed host')
  .refine(
    (v) =>
      [...v.matchAll(/\{([^}]*)\}/g)].every((m) => Object.hasOwn(PLACEHOLDERS, m[1]!)) &&
      !/[{}]/.test(v.replace(/\{\w+\}/g, '')),
    'placeholders are {stocknum}, {vin} and {price}',
  )
  .refine((v) => httpsUrl.safeParse(v.replace(/\{\w+\}/g, 'x')).success, 'must be an https:// address')

/** The template with the car's facts put in (URL-encoded); null when one it names is missing. */
export function fillTemplate(template: string, car: PartnerCar | null): string | null {
  let missing = false
  const url = template.replace(/\{(\w+)\}/g, (_, name: Placeholder) => {
    const value = car ? PLACEHOLDERS[name](car) : null
    if (value === null || value === '') missing = true
    return encodeURIComponent(value ?? '')
  })
  return missing ? null : url
}
