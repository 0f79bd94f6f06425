/**
 * Lower-case words joined by dashes, as a stock car's slug is made (the demo seed and feed imports
 * make slugs the same way): '+' reads as 'plus', accents are dropped.
 */
export function stockSlug(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The short id prefix of a dealer's cars, from its slug: harbour-city-motor-group → hcmg. */
export function tenantPrefix(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w[0])
    .join('')
}
