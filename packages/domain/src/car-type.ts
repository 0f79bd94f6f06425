/** Car types in their fixed display order: new, demo, used (docs/spec-coverage.md, Search). */
export const CAR_TYPES = ['new', 'demo', 'used'] as const
export type CarType = (typeof CAR_TYPES)[number]

/**
 * How every page names a car type: spec rows, card facts, search filters, home links, breadcrumbs.
 * Kept apart from the zod schemas of car.ts, so a page that only shows a label ships no zod.
 */
export const CAR_TYPE_LABELS: Readonly<Record<CarType, string>> = { new: 'New', demo: 'Demo', used: 'Used' }
