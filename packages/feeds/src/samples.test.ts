import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { mapRow } from './map-row'
import { parseFeed } from './parse'

const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/feeds')
const now = new Date('2026-05-04T00:00:00.000Z')

describe('the documented samples (docs/feeds)', () => {
  for (const [file, format] of [
    ['sample.csv', 'csv'],
    ['sample.xml', 'xml'],
  ] as const) {
    it(`${file} reads with no bad row and no unread column`, () => {
      const feed = parseFeed(readFileSync(path.join(docs, file), 'utf8'), format)
      expect(feed.rows.length).toBeGreaterThan(1)
      expect(feed.unknownColumns).toEqual([])
      const photos = feed.rows.map((row) => {
        const { errors, row: mapped } = mapRow(row, { now, locations: [] })
        expect(errors).toEqual([])
        return mapped!.photos!.length
      })
      expect(photos.filter((n) => n > 1).length).toBeGreaterThan(1)
    })
  }
})
