import { z } from 'zod'

export const modelVariantSchema = z.object({
  id: z.string(),
  name: z.string(),
  full_name: z.string(),
  series: z.string().nullable().default(null),
  features: z.array(z.string()).default([]),
  image_url: z.string().nullable().default(null),
  dap_min_price: z.number().nullable().default(null),
  dap_max_price: z.number().nullable().default(null),
})
export type ModelVariant = z.infer<typeof modelVariantSchema>

export const modelColourSchema = z.object({
  name: z.string(),
  photo_url: z.string().nullable().default(null),
  hexCode: z.string(),
  oem_id: z.string().nullable().default(null),
  model_variant_name: z.string().nullable().default(null),
})
export type ModelColour = z.infer<typeof modelColourSchema>

export const vehicleModelSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  make: z.string(),
  status: z.enum(['available', 'coming_soon']).default('available'),
  short_description: z.string().nullable().default(null),
  image_url: z.string().nullable().default(null),
  body: z.string().nullable().default(null),
  model_variants: z.array(modelVariantSchema).default([]),
  colours: z.array(modelColourSchema).default([]),
})
export type VehicleModel = z.infer<typeof vehicleModelSchema>
export type VehicleModelInput = z.input<typeof vehicleModelSchema>
