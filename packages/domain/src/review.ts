import { z } from 'zod'

export const reviewSchema = z.object({
  id: z.string(),
  location_id: z.string().nullable().default(null),
  customer_name: z.string(),
  text: z.string().nullable(),
  rating: z.number().min(0).max(5),
  image_url: z.string().nullable().default(null),
  /** ISO date (yyyy-mm-dd). Shown as dd/mm/yyyy. */
  review_date: z.string(),
})
export type Review = z.infer<typeof reviewSchema>
export type ReviewInput = z.input<typeof reviewSchema>
