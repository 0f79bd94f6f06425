import type { Migration } from 'kysely'
import * as m0001 from './0001-initial'
import * as m0002 from './0002-leads'
import * as m0003 from './0003-car-page-events'
import * as m0004 from './0004-shoppers'
import * as m0005 from './0005-lead-phone'
import * as m0006 from './0006-saved-searches'
import * as m0007 from './0007-payments'
import * as m0008 from './0008-market-comparables'
import * as m0009 from './0009-feeds'
import * as m0010 from './0010-analytics-events'
import * as m0011CarEventClaims from './0011-car-event-claims'
import * as m0011LeadFingerprint from './0011-lead-fingerprint'
import * as m0012FeedImportNotes from './0012-feed-import-notes'
import * as m0013FeedImportNoteCount from './0013-feed-import-note-count'
import * as m0014SignInCodeSendFailed from './0014-sign-in-code-send-failed'

/**
 * Every migration, keyed by the name recorded in kysely_migration. A static map rather than
 * FileMigrationProvider because the app is bundled and has no migrations folder at run time.
 * Names sort in the order they must run.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_leads': m0002,
  '0003_car_page_events': m0003,
  '0004_shoppers': m0004,
  '0005_lead_phone': m0005,
  '0006_saved_searches': m0006,
  '0007_payments': m0007,
  '0008_market_comparables': m0008,
  '0009_feeds': m0009,
  '0010_analytics_events': m0010,
  '0011_car_event_claims': m0011CarEventClaims,
  '0011_lead_fingerprint': m0011LeadFingerprint,
  '0012_feed_import_notes': m0012FeedImportNotes,
  '0013_feed_import_note_count': m0013FeedImportNoteCount,
  '0014_sign_in_code_send_failed': m0014SignInCodeSendFailed,
}
