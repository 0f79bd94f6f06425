import type { Kysely } from 'kysely'

/*
 * A sign-in code the SMS service would not take (docs/spec-coverage.md, Signed-in shoppers): it
 * was never sent, so it does not count toward the phone's 3 codes in 10 minutes (a shopper is not
 * locked out by an outage). It still counts toward the client address's cap, which bounds how
 * often one address can make us call the SMS service. Rows kept before it
 * have null: they were sent. Frozen once it has run anywhere; later changes go in new files.
 */

type AnyDb = Kysely<unknown>

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sign_in_codes').addColumn('send_failed_at', 'text').execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sign_in_codes').dropColumn('send_failed_at').execute()
}
