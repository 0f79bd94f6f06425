/** Dates show as dd/MM/yyyy. Accepts ISO date or date-time strings (docs/spec-coverage.md, Stock rules). */
export function formatDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  if (!m) return iso
  return `${m[3]}/${m[2]}/${m[1]}`
}

/**
 * "17:30" → "5:30 pm": holiday hours show in 12-hour form with am or pm (docs/spec-coverage.md,
 * Pages and navigation).
 */
export function formatTime12h(hhmm: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(hhmm)
  if (!m) return hhmm
  const h = Number(m[1])
  const suffix = h >= 12 ? 'pm' : 'am'
  const h12 = h % 12 === 0 ? 12 : h % 12
  return `${h12}:${m[2]} ${suffix}`
}
