import { insertFeedImport, type FeedImportRecord } from '@dealer/db'
import { describeEachDatabase } from '@dealer/db/testing'
import { expect, it } from 'vitest'
import { formatFeedReport, latestFeedReports } from './reports'

const note = (line: number) => ({ line, field: 'Images', reason: '150 photo URLs, the first 100 kept' })

const record = (id: string, tenant: string, notes: number): FeedImportRecord => ({
  id,
  tenant,
  source: 'command',
  format: 'csv',
  mode: 'delta',
  status: 'applied',
  message: null,
  rows: notes,
  added: notes,
  updated: 0,
  unchanged: 0,
  sold: 0,
  skipped: 0,
  priceChanges: 0,
  photosQueued: notes * 100,
  errorCount: 0,
  errors: [],
  notes: Array.from({ length: notes }, (_, i) => note(i + 2)),
  noteCount: notes,
  receivedAt: '2026-05-04T00:00:00.000Z',
  finishedAt: '2026-05-04T00:00:01.000Z',
  durationMs: 1000,
})

describeEachDatabase('feed report notes', (ctx) => {
  it('keeps the first 500 notes and counts them all, in the JSON report and the printed one', async () => {
    await insertFeedImport(ctx().db, record('many-notes', 'dealer-notes', 537))
    const [kept] = await latestFeedReports(ctx().database, 'dealer-notes')
    expect(kept!.notes).toHaveLength(500)
    expect(kept!.notes.at(-1)).toEqual(note(501))
    expect(kept!.noteCount).toBe(537)
    const printed = formatFeedReport(kept!)
    expect(printed).toContain('  537 notes (rows applied, with something left out):\n    line 2, Images:')
    expect(printed).toContain('    line 501, Images: 150 photo URLs, the first 100 kept\n    … and 37 more notes\n')
  })

  it('counts a report’s notes by what it kept when it was stored before notes were counted', async () => {
    await insertFeedImport(ctx().db, record('older', 'dealer-older', 2))
    await ctx().db.updateTable('feed_imports').set({ note_count: 0 }).where('id', '=', 'older').execute()
    const [kept] = await latestFeedReports(ctx().database, 'dealer-older')
    expect(kept).toMatchObject({ noteCount: 2, notes: [note(2), note(3)] })
    expect(formatFeedReport(kept!)).toContain('  2 notes (rows applied, with something left out):\n')
    expect(formatFeedReport(kept!)).not.toContain('more notes')
  })
})
