import {
  findFeedImport,
  listFeedImports,
  photoOutcomes,
  type Database,
  type FeedImportRecord,
  type PhotoOutcome,
} from '@dealer/db'

/*
 * The kept import reports (docs/spec-coverage.md, Stock feeds), with where the photos each one
 * queued stand now: fetched, waiting, or failed with the reason.
 */

export interface FeedReport extends FeedImportRecord {
  photos: PhotoOutcome
}

/** A dealer's latest reports, newest first. */
export async function latestFeedReports(database: Database, tenant: string, limit = 10): Promise<FeedReport[]> {
  const records = await listFeedImports(database.db, tenant, { limit })
  const photos = await photoOutcomes(
    database.db,
    tenant,
    records.map((r) => r.id),
  )
  return records.map((r) => ({ ...r, photos: readable(photos.get(r.id)!) }))
}

/** Reasons as a dealer reads them: without the worker's error class names. */
function readable(outcome: PhotoOutcome): PhotoOutcome {
  return {
    ...outcome,
    problems: outcome.problems.map((p) => ({
      ...p,
      reason: p.reason.replace(/^(Permanent|Transient)DeliveryError: /, ''),
    })),
  }
}

/** One report of the dealer's, if it is theirs. */
export async function feedReport(database: Database, tenant: string, id: string): Promise<FeedReport | undefined> {
  const record = await findFeedImport(database.db, tenant, id)
  if (!record) return undefined
  const photos = await photoOutcomes(database.db, tenant, [id])
  return { ...record, photos: readable(photos.get(id)!) }
}

/** The report as the import command prints it. */
export function formatFeedReport(r: FeedReport): string {
  const lines = [`Feed ${r.id} (${r.mode} ${r.format.toUpperCase()}, ${r.rows} rows) for ${r.tenant}: ${r.status}`]
  if (r.message) lines.push(`  ${r.message}`)
  if (r.status === 'applied') {
    lines.push(
      `  added ${r.added}, updated ${r.updated}, unchanged ${r.unchanged}, sold ${r.sold}, skipped ${r.skipped}, price changes ${r.priceChanges}`,
      `  photos: ${r.photosQueued} queued; ${r.photos.fetched} fetched, ${r.photos.waiting} waiting, ${r.photos.failed} failed`,
    )
  }
  if (r.errorCount > 0) {
    lines.push(`  ${r.errorCount} error${r.errorCount === 1 ? '' : 's'}:`)
    for (const e of r.errors) lines.push(`    line ${e.line}, ${e.field}: ${e.reason}`)
    if (r.errors.length < r.errorCount) lines.push(`    … and ${r.errorCount - r.errors.length} more`)
  }
  if (r.noteCount > 0) {
    lines.push(`  ${r.noteCount} note${r.noteCount === 1 ? '' : 's'} (rows applied, with something left out):`)
    for (const n of r.notes) lines.push(`    line ${n.line}, ${n.field}: ${n.reason}`)
    if (r.notes.length < r.noteCount) lines.push(`    … and ${r.noteCount - r.notes.length} more notes`)
  }
  if (r.photos.problems.length > 0) {
    lines.push('  photos not fetched:')
    for (const p of r.photos.problems) {
      lines.push(`    ${p.line === null ? '' : `line ${p.line}, `}${p.stocknum ?? ''}: ${p.url}: ${p.reason}`)
    }
  }
  lines.push(`  ${Math.round(r.durationMs)} ms`)
  return lines.join('\n')
}
