import { findCarById, listLeadsByPhone, listShopperFavourites, type Database, type LeadRecord } from '@dealer/db'
import { isVisible, MAX_FAVOURITES, type Car, ownValue } from '@dealer/domain'
import { createWatchlist } from './watchlist'

/** What a garage enquiry was about: the car as it was when the lead came in. */
export interface GarageEnquiryCar {
  readonly id: string
  readonly name: string
  readonly make: string
  /** The car's page, while the dealer still shows the car; null once it is gone. */
  readonly slug: string | null
}

/** One lead the shopper sent from their phone on this dealer's site. */
export interface GarageEnquiry {
  readonly id: string
  readonly formType: string
  /** The form as the shopper knows it ('Test drive booking'), not as the dealer's CRM does. */
  readonly label: string
  readonly car: GarageEnquiryCar | null
  /** UTC ISO-8601. */
  readonly sentAt: string
}

export interface GarageView {
  /** The watchlist's cars that the dealer still shows, newest saved first. */
  readonly savedCars: readonly Car[]
  /** Saved cars the dealer no longer shows (sold a while ago, or taken off the site). */
  readonly savedNoLongerListed: number
  readonly enquiries: readonly GarageEnquiry[]
  /** Favourites kept for the phone and in this browser, newest first, shown cars only. */
  readonly favourites: readonly Car[]
}

export interface GarageQuery {
  readonly now: Date
  /** How many days a sold car stays shown on this dealer's site (docs/spec-coverage.md, Stock rules). */
  readonly includeSoldCarsDays?: number
  /** A brand garage: only cars of this make, and enquiries about them. */
  readonly make?: string | null
  /** The favourite ids this browser holds (the favourites cookie). */
  readonly favouriteIds?: readonly string[]
}

/** Form types as a shopper reads them in their garage; an unknown type reads 'Enquiry'. */
export const GARAGE_FORM_LABELS: Readonly<Record<string, string>> = {
  enquiry: 'Enquiry',
  'location-enquiry': 'Enquiry',
  marketing: 'Enquiry',
  'request-photos': 'Photo request',
  'test-drive': 'Test drive booking',
  'trade-in': 'Trade-in valuation',
  finance: 'Finance enquiry',
  reserve: 'Reservation request',
}

/** The most enquiries a garage lists. */
export const GARAGE_ENQUIRY_LIMIT = 50

/**
 * The garage's read model: a signed-in shopper's saved cars, enquiries and favourites on one
 * dealer's site. Every lookup is by tenant, so nothing of another dealer ever shows, even for the
 * same phone.
 */
export function createGarage(database: Database) {
  const { db } = database
  const watchlist = createWatchlist(database)

  return {
    async read(tenant: string, phone: string, query: GarageQuery): Promise<GarageView> {
      const shown = (car: Car | null | undefined): car is Car =>
        !!car && isVisible(car, query.now, query.includeSoldCarsDays) && ofMake(car.make, query.make)

      const [saved, leads, keptFavourites] = await Promise.all([
        watchlist.list(tenant, phone),
        listLeadsByPhone(db, tenant, phone, { limit: GARAGE_ENQUIRY_LIMIT }),
        listShopperFavourites(db, tenant, phone),
      ])
      // A saved car the dealer has deleted has no make left: it counts in the whole garage only.
      const savedOfMake = saved.filter((e) => (e.car ? ofMake(e.car.make, query.make) : !query.make))
      const savedCars = savedOfMake.map((e) => e.car).filter(shown)

      const favouriteIds = [...new Set([...(query.favouriteIds ?? []), ...keptFavourites])].slice(0, MAX_FAVOURITES)
      const favourites = (await Promise.all(favouriteIds.map((id) => findCarById(db, tenant, id)))).filter(shown)

      const enquiries = (
        await Promise.all(
          leads.map(async (lead): Promise<GarageEnquiry> => {
            const current = lead.carId ? await findCarById(db, tenant, lead.carId) : undefined
            return {
              id: lead.id,
              formType: lead.formType,
              label: ownValue(GARAGE_FORM_LABELS, lead.formType) ?? 'Enquiry',
              car: enquiryCar(lead, current, shown),
              sentAt: lead.createdAt,
            }
          }),
        )
      ).filter((e) => !query.make || (e.car !== null && ofMake(e.car.make, query.make)))

      return { savedCars, savedNoLongerListed: savedOfMake.length - savedCars.length, enquiries, favourites }
    },
  }
}
export type Garage = ReturnType<typeof createGarage>

function ofMake(make: string, wanted: string | null | undefined): boolean {
  return !wanted || make.trim().toLowerCase() === wanted.trim().toLowerCase()
}

/** The car of a lead: the copy taken when it came in, else the dealer's current record. */
function enquiryCar(
  lead: LeadRecord,
  current: Car | undefined,
  shown: (car: Car | undefined) => boolean,
): GarageEnquiryCar | null {
  const snapshot = vehicleSnapshot(lead.payload)
  const id = snapshot?.id ?? current?.id
  const name = snapshot?.name ?? current?.name
  const make = snapshot?.make ?? current?.make
  if (!id || !name || !make) return null
  return { id, name, make, slug: current && shown(current) ? current.slug : null }
}

/** `payload.vehicle` as @dealer/leads stores it; read defensively, as any stored JSON. */
function vehicleSnapshot(payload: unknown): { id: string; name: string; make: string } | null {
  const vehicle = (payload as { vehicle?: unknown } | null)?.vehicle
  if (!vehicle || typeof vehicle !== 'object') return null
  const { id, name, make } = vehicle as Record<string, unknown>
  return typeof id === 'string' && typeof name === 'string' && typeof make === 'string' ? { id, name, make } : null
}
