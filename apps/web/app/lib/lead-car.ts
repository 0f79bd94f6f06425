/** A car as a lead page shows it: the car the shopper is trading towards, financing or reserving. */
export interface LeadCar {
  id: string
  slug: string
  name: string
  price: string | null
  image: string | null
}
