import { findLead, type Schema } from '@dealer/db'
import type { Kysely } from 'kysely'
import type { LeadPayload } from '../submit/payload'
import { PermanentDeliveryError } from './channel'

/** A lead as the delivery channels see it. */
export interface StoredLead {
  id: string
  tenant: string
  formType: string
  createdAt: string
  payload: LeadPayload
}

/** Loads a lead for delivery; undefined when it does not exist. Throws on a payload it cannot read. */
export async function loadStoredLead(db: Kysely<Schema>, tenant: string, id: string): Promise<StoredLead | undefined> {
  const record = await findLead(db, tenant, id)
  if (!record) return undefined
  const payload = record.payload as Partial<LeadPayload> | null
  if (
    !payload ||
    typeof payload !== 'object' ||
    payload.version !== 1 ||
    typeof payload.fields !== 'object' ||
    payload.fields === null
  ) {
    // Retrying cannot make it readable; the row is kept as failed and reported.
    throw new PermanentDeliveryError(`lead ${id} has a payload this version cannot read`)
  }
  return {
    id: record.id,
    tenant: record.tenant,
    formType: record.formType,
    createdAt: record.createdAt,
    payload: payload as LeadPayload,
  }
}
