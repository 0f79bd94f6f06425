/** "Land Cruiser 300" → "land-cruiser-300"; the same rule as the app's links. */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Case- and space-insensitive key for matching filter values ("  toyota " ≡ "Toyota"). */
export function valueKey(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase()
}
