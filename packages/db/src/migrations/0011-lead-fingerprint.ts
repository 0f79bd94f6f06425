import type { Kysely } from 'kysely'

/*
 * One lead per enquiry sent twice (docs/decisions/019-form-tokens.md): a lead form's fingerprint
 * (the tenant, the form, the car, the contact details and the message, hashed) is claimed here
 * in the lead's own transaction. The primary key makes the claim atomic on both engines: while a
 * claim is younger than the window, a second lead with the same fingerprint is not stored and
 * the first one is acknowledged instead. Frozen once it has run anywhere; later changes go in new
 * files. Named apart from other 0011 migrations: the migrator allows unordered names.
 */

type AnyDb = Kysely<unknown>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('lead_fingerprints')
    .addColumn('tenant', 'text', (c) => c.notNull())
    // Hex SHA-256 of the lead's identifying fields.
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    // The lead that holds the claim; not a foreign key, so a claim never blocks anything on leads.
    .addColumn('lead_id', 'text', (c) => c.notNull())
    // UTC ISO-8601 of the claim, by the wall clock: the dedupe window runs from here.
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lead_fingerprints_pk', ['tenant', 'fingerprint'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('lead_fingerprints').execute()
}
