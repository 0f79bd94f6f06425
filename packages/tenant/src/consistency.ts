import { z } from 'zod'
import { forEachRepeat } from './repeats'

/**
 * A host name as a tenant file lists it: letters, digits, dashes and dots, nothing else. A URL
 * ("https://www.dealer.com.au/") or a port never matches a request's Host, so the dealer's own
 * domain would answer 404 and `SITE_URL=https://{host}` would print broken canonical links.
 */
export const hostnameSchema = z.string().superRefine((value, ctx) => {
  if (/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(value)) return
  const meant = hostOf(value)
  ctx.addIssue({
    code: z.ZodIssueCode.custom,
    message: `Expected a host name only, like "www.dealer.com.au" (no https://, path or port), got ${JSON.stringify(value)}${
      meant ? ` (did you mean "${meant}"?)` : ''
    }`,
  })
})

function hostOf(value: string): string | null {
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value.trim()}`).hostname
    return host && host !== value ? host : null
  } catch {
    return null
  }
}

interface CheckedTenant {
  leads: { email?: unknown; webhook: unknown }
  locations: readonly { id: string; slug: string; opening_hours: readonly { weekday: number }[] }[]
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/**
 * What no single field shows wrong but the file as a whole does: leads that would reach nobody,
 * two locations under one id or slug (a feed's Location, a lead's yard and /locations/{slug}
 * would find only the first), and two entries for one weekday (only the first would show).
 */
export function checkTenantConsistency(tenant: CheckedTenant, ctx: z.RefinementCtx): void {
  if (tenant.leads.email === null && !tenant.leads.webhook) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['leads', 'email'],
      message:
        'null switches lead emails off, and there is no leads.webhook: every lead would be stored and sent to nobody. List the addresses in leads.email.to, or set leads.webhook',
    })
  }
  for (const key of ['id', 'slug'] as const) {
    forEachRepeat(
      tenant.locations.map((l) => l[key]),
      (i, seen) =>
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['locations', i, key],
          message: `"${tenant.locations[i]![key]}" is also the ${key} of locations.${seen}: each location needs its own`,
        }),
    )
  }
  tenant.locations.forEach((location, i) => {
    const days = location.opening_hours.map((d) => d.weekday)
    forEachRepeat(days, (j, seen) =>
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['locations', i, 'opening_hours', j, 'weekday'],
        message: `${WEEKDAYS[days[j]!]} (${days[j]}) is also at opening_hours.${seen}: one entry a day (0 is Sunday, 6 Saturday)`,
      }),
    )
  })
}
