import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { carSchema } from '@dealer/domain'
import { afterAll, describe, expect, it } from 'vitest'
import { pdfText } from '../testing/pdf-text'
import {
  SAMPLE_REPORT_NOTICE,
  historyReportPdf,
  historyReportRows,
  historyReportUrl,
  writeHistoryReports,
} from './history-report'

const NOW = new Date('2026-11-22T01:30:00.000Z')
const car = carSchema.parse({
  id: 'c1',
  slug: '2019-toyota-corolla-ascent-sport-abc234',
  name: '2019 Toyota Corolla Ascent Sport',
  year: 2019,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  price: 21990,
  status: 'in_stock',
  car_type: 'used',
  created_at: '2026-01-01',
  stocknum: 'U1042',
  vin: 'JTNKU3JE60J012345',
  regplate: '123ABC',
  rego_expiry: '2027-03-12',
  compliance_date: '03/2019',
  build_date: '01/2019',
  colour: 'Glacier White',
  km: 45210,
  file: historyReportUrl('dealer-a', '2019-toyota-corolla-ascent-sport-abc234'),
  dealership_id: 'dealer-a',
  dealership_slug: 'dealer-a',
})

/** The report's words, joined (pdfkit breaks long lines into several text operators). */
const words = (pdf: Buffer) => pdfText(pdf).join(' ').replace(/\s+/g, ' ')

describe('history report', () => {
  it('is a PDF that states the car’s listed facts and says it is a sample with no third-party checks', async () => {
    const pdf = await historyReportPdf({ car, dealerName: 'Dealer A Motors', now: NOW })
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF')
    const text = words(pdf)
    for (const fact of ['JTNKU3JE60J012345', '123ABC', '12/03/2027', '2019', 'Toyota', 'Corolla', 'Ascent Sport']) {
      expect(text).toContain(fact)
    }
    for (const fact of ['45,210 kms', 'Glacier White', 'U1042', '03/2019', '01/2019', 'Dealer A Motors']) {
      expect(text).toContain(fact)
    }
    expect(text).toContain('Vehicle history report (sample)')
    expect(text).toContain(SAMPLE_REPORT_NOTICE.replace(/\s+/g, ' '))
    // It never claims a clean history it did not check.
    expect(text).not.toMatch(/no accidents|not written off|no finance owing|clear title|passed/i)
  })

  it('leaves out what the listing does not hold', () => {
    const labels = historyReportRows({ ...car, vin: null, regplate: null, rego_expiry: null, build_date: null }).map(
      (r) => r.label,
    )
    expect(labels).not.toContain('VIN')
    expect(labels).not.toContain('Registration')
    expect(labels).not.toContain('Build Date')
    expect(labels).toEqual(['Year', 'Make', 'Model', 'Badge', 'Odometer', 'Colour', 'Stock Number', 'Compliance Date'])
  })

  describe('writeHistoryReports', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'history-reports-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    const owner = { slug: 'dealer-a', dealerName: 'Dealer A Motors' }
    const file = path.join(dir, 'dealer-a', '2019-toyota-corolla-ascent-sport-abc234-history-report.pdf')

    it('writes one file per car that points at its own report, in the dealer’s folder', async () => {
      const other = { ...car, id: 'c2', slug: 'other', file: 'https://reports.example/r.pdf' }
      const none = { ...car, id: 'c3', slug: 'none', file: null }
      expect(await writeHistoryReports(dir, owner, [car, other, none], { now: NOW, overwrite: false })).toBe(1)
      expect(words(readFileSync(file))).toContain('JTNKU3JE60J012345')
    })

    it('keeps a file already there unless told to overwrite', async () => {
      writeFileSync(file, '%PDF-kept')
      expect(await writeHistoryReports(dir, owner, [car], { now: NOW, overwrite: false })).toBe(0)
      expect(readFileSync(file, 'latin1')).toBe('%PDF-kept')
      expect(await writeHistoryReports(dir, owner, [car], { now: NOW, overwrite: true })).toBe(1)
      expect(statSync(file).size).toBeGreaterThan(1000)
    })
  })
})
