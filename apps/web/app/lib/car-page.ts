import { type Car, boundFuelInput, fuelCost, fuelEconomy, hasListedEconomy, showFuelCalculator } from '@dealer/domain'

export interface ShareLink {
  id: 'facebook' | 'twitter' | 'whatsapp' | 'email' | 'sms'
  label: string
  href: string
}

/** Share: plain links; share URL = site url + /cars/{slug} (docs/spec-coverage.md, Car page). */
export function shareLinks(
  origin: string,
  slug: string,
  carName: string,
  showTwitter: boolean,
): { url: string; links: ShareLink[] } {
  const url = `${origin.replace(/\/$/, '')}/cars/${slug}`
  const u = encodeURIComponent(url)
  const text = encodeURIComponent(`Check out this ${carName}`)
  const links: ShareLink[] = [
    { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: 'twitter', label: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { id: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${text}%20${u}` },
    { id: 'email', label: 'Email', href: `mailto:?subject=${encodeURIComponent(carName)}&body=${text}%20${u}` },
    { id: 'sms', label: 'SMS', href: `sms:?&body=${text}%20${u}` },
  ]
  return { url, links: showTwitter ? links : links.filter((l) => l.id !== 'twitter') }
}

/**
 * Puts `text` on the clipboard; false where nothing was copied. Where the clipboard API is missing
 * (a plain-http host) or refuses, it copies the old way: the text selected in a hidden field, then
 * the browser's copy command, which still works during the shopper's press.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Refused (no permission, or the page is not focused): try the old way.
  }
  return copyBySelection(text)
}

function copyBySelection(text: string): boolean {
  const field = document.createElement('textarea')
  field.value = text
  field.setAttribute('readonly', '')
  field.style.position = 'fixed'
  field.style.opacity = '0'
  const focused = document.activeElement as HTMLElement | null
  // Inside an open modal dialog the rest of the page is inert: the field goes in the dialog.
  ;(focused?.closest('dialog') ?? document.body).append(field)
  field.focus()
  field.select()
  let copied = false
  try {
    // Only a selection in the field is the link: otherwise the old command copies nothing, or another text.
    copied = document.activeElement === field && document.execCommand('copy')
  } catch {
    copied = false
  }
  field.remove()
  focused?.focus()
  return copied
}

export const COPIED_NOTICE_MS = 1500
export const COPY_TOAST_MS = 3000
export const copyToastText = (carName: string) => `Copied ${carName} to your clipboard!`
/** Beside the link shown to copy by hand, when the browser would not copy it. */
export const COPY_BY_HAND_LABEL = 'Your browser did not let us copy the link: here it is, selected for you to copy.'

/**
 * Announcement bar: 'Located at {city}' when the car's city differs from the primary location's
 * (docs/spec-coverage.md, Car page).
 */
export function locatedAt(
  carCity: string | null | undefined,
  locations: readonly { primary: boolean; address: { city: string } }[],
  carLocation: { address: { lat: number; long: number; place_url: string | null } } | null,
): { text: string; directions: string } | null {
  const primary = locations.find((l) => l.primary) ?? locations[0]
  if (!carCity || !primary) return null
  if (carCity.trim().toLowerCase() === primary.address.city.trim().toLowerCase()) return null
  const directions = carLocation
    ? directionsUrl(carLocation.address)
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(carCity)}`
  return { text: `Located at ${carCity}`, directions }
}

/**
 * Directions to a location (docs/spec-coverage.md, Car page): its own maps link when the dealer
 * set one, else Google Maps directions to its coordinates.
 */
export function directionsUrl(address: { lat: number; long: number; place_url: string | null }): string {
  return address.place_url ?? `https://www.google.com/maps/dir/?api=1&destination=${address.lat},${address.long}`
}

/** Bottom banner (docs/spec-coverage.md, Car page): three links; {noun} is the vehicle noun. */
export const BOTTOM_BANNER_LINKS = [
  { label: 'Latest Offers', href: '/special-offers' },
  { label: 'Book a Service', href: '/service' },
  { label: 'Sell Your {noun}', href: '/trade-in' },
] as const

/** What the page calls the vehicle: 'Car' / 'Cars', or 'Caravan' / 'Caravans' for a caravan. */
export function vehicleNoun(car: Pick<Car, 'item_type'>): { singular: string; plural: string } {
  return car.item_type === 'caravan' ? { singular: 'Caravan', plural: 'Caravans' } : { singular: 'Car', plural: 'Cars' }
}

/**
 * The label beside the price for a car a shopper cannot simply buy today (docs/spec-coverage.md,
 * Car page): the card tags' wording, so the page and the card agree. Null for an available car.
 */
export function statusLabel(
  car: Pick<Car, 'status' | 'reserved'>,
): { kind: 'sold' | 'reserved' | 'coming_soon'; label: string; note: string } | null {
  if (car.status === 'sold') return { kind: 'sold', label: 'SOLD', note: 'This vehicle has been sold.' }
  if (car.reserved) {
    return {
      kind: 'reserved',
      label: 'RESERVED',
      note: 'A buyer has reserved this vehicle; ask us to be next in line.',
    }
  }
  if (car.status === 'coming_soon') {
    return {
      kind: 'coming_soon',
      label: 'COMING SOON',
      note: 'This vehicle is on its way to us and not yet on the lot.',
    }
  }
  return null
}

/**
 * The fuel calculator (docs/spec-coverage.md, Car page): hidden for electric cars and caravans;
 * bounded inputs with the reason next to a field that was out of range; the economy it is based on.
 */
export function fuelSection(car: Parameters<typeof fuelEconomy>[0] & Pick<Car, 'item_type'>, params: URLSearchParams) {
  if (!showFuelCalculator(car)) return null
  const price = boundFuelInput('pricePerLitre', params.get('fuel_price'))
  const km = boundFuelInput('weeklyKm', params.get('weekly_km'))
  const economy = fuelEconomy(car)
  return {
    economy,
    economyListed: hasListedEconomy(car),
    price,
    km,
    ...fuelCost({ economy, pricePerLitre: price.value, weeklyKm: km.value }),
  }
}

export const CAR_DISCLAIMER =
  'While we make every effort to ensure the information on this page is accurate, prices, specifications and availability may change without notice and errors may occur. Please confirm all details with the dealer before purchase. Finance is subject to approval; fees and charges apply.'
