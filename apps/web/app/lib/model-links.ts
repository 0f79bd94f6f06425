import type { ModelVariant, VehicleModel } from '@dealer/domain'

/** A model's own page (docs/spec-coverage.md, Dealer site: models). */
export function modelPageHref(m: Pick<VehicleModel, 'slug'>): string {
  return `/models/${encodeURIComponent(m.slug)}`
}

/**
 * The order-now form for a model, or for one of its variants (spec §2:
 * /models/order-now?model_id={slug}&model_name={name}&vehicle={full variant name}).
 */
export function orderNowHref(
  m: Pick<VehicleModel, 'slug' | 'name'>,
  variant: Pick<ModelVariant, 'full_name'> | null,
): string {
  const query = new URLSearchParams({ model_id: m.slug, model_name: m.name })
  if (variant) query.set('vehicle', variant.full_name)
  return `/models/order-now?${query.toString()}`
}
