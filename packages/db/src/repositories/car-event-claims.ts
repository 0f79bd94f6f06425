import type { Kysely } from 'kysely'
import type { Schema } from '../schema'

/** Who counts as one visitor of a car page: the visitor cookie's id (else the address) and the address. */
export interface CarEventVisitor {
  /** The visitor cookie's id, or the client address when there is no cookie (already hashed or opaque). */
  readonly visitor: string
  /** The client address (hashed or opaque). */
  readonly address: string
  /**
   * The id of a visitor cookie issued with this answer, when the request had none: it is marked as
   * claimed too, so the same browser's next event (now with the cookie) is not counted again.
   */
  readonly issued?: string
}

export type CarEventKind = 'view' | 'reveal'

/** One view and one reveal per visitor and car in this window (docs/spec-coverage.md, Hardening). */
export const CAR_EVENT_WINDOW_MS = 30 * 60 * 1000
/**
 * Visitors one address may count per car and window: a household or an office behind one address
 * still counts a few, and a client minting visitor cookies counts no more than this.
 */
export const VISITORS_PER_ADDRESS = 5

export interface ClaimOptions {
  readonly windowMs?: number
  readonly visitorsPerAddress?: number
  /**
   * The time the window is measured on, when not the event's own time: the app passes the wall
   * clock, so a demo or a test suite on a frozen clock still sees windows end.
   */
  readonly claimAt?: Date
}

/**
 * Claims the count of one event: true when this is the visitor's first view (or reveal) of the car
 * in the window and its address has not used up its visitors; false when it adds nothing. Run it
 * in the transaction that counts the event, so a claim and its count commit together. The primary
 * key makes the claim atomic across processes: of 1,000 concurrent POSTs, one claims.
 */
export async function claimCarEvent(
  db: Kysely<Schema>,
  tenant: string,
  carId: string,
  kind: CarEventKind,
  who: CarEventVisitor,
  now: Date,
  options: ClaimOptions = {},
): Promise<boolean> {
  const at = options.claimAt ?? now
  const cutoff = new Date(at.getTime() - (options.windowMs ?? CAR_EVENT_WINDOW_MS)).toISOString()
  const scope = db
    .deleteFrom('car_event_claims')
    .where('tenant', '=', tenant)
    .where('car_id', '=', carId)
    .where('kind', '=', kind)
  await scope.where('counted_at', '<=', cutoff).execute()
  const fromAddress = await db
    .selectFrom('car_event_claims')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant', '=', tenant)
    .where('car_id', '=', carId)
    .where('kind', '=', kind)
    .where('address', '=', who.address)
    .executeTakeFirstOrThrow()
  const cap = options.visitorsPerAddress ?? VISITORS_PER_ADDRESS
  if (Number(fromAddress.n) >= cap) return false
  const claim = (visitor: string) =>
    db
      .insertInto('car_event_claims')
      .values({ tenant, car_id: carId, kind, visitor, address: who.address, counted_at: at.toISOString() })
      .onConflict((oc) => oc.columns(['tenant', 'car_id', 'kind', 'visitor']).doNothing())
      .returning('visitor')
      .executeTakeFirst()
  const inserted = await claim(who.visitor)
  // The newly issued cookie stands for this event whether or not it counted, so minting cookies
  // without sending them back never counts again; it uses one of the address's visitors.
  if (who.issued && Number(fromAddress.n) + (inserted ? 1 : 0) < cap) await claim(who.issued)
  return inserted !== undefined
}
