import { mkdir, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { carDisplayName, compactSpecRows, formatDate, formatKm, specRow, type Car } from '@dealer/domain'
import PDFDocument from 'pdfkit'

/** Public URL prefix of stored documents; the files live in `<documentsDir>/<tenant>/...`. */
export const DOCUMENTS_PREFIX = '/documents/'

/** Where a demo car's history report is served: its own file, in its dealer's folder. */
export function historyReportUrl(tenant: string, carSlug: string): string {
  return `${DOCUMENTS_PREFIX}${tenant}/${carSlug}-history-report.pdf`
}

/**
 * What the sample report says of itself. It repeats the listing and nothing more: no register was
 * searched, so it must not read as a clean history (docs/spec-coverage.md, Car page).
 */
export const SAMPLE_REPORT_NOTICE =
  'This is a sample report generated from the dealer’s listing for the demo site. It repeats only the details ' +
  'above, as the dealer listed them. No third-party checks were made: it does not say whether the vehicle has ' +
  'finance owing, has been written off, stolen or in an accident, or whether the odometer reading is true.'

export interface HistoryReportInput {
  car: Pick<
    Car,
    | 'year'
    | 'make'
    | 'model'
    | 'badge'
    | 'series'
    | 'colour'
    | 'km'
    | 'vin'
    | 'regplate'
    | 'rego_expiry'
    | 'compliance_date'
    | 'build_date'
    | 'stocknum'
  >
  dealerName: string
  /** When the report was made (written into the document). */
  now: Date
}

/** The listed facts the report repeats, in order; a fact the listing does not hold is left out. */
export function historyReportRows(car: HistoryReportInput['car']): { label: string; value: string }[] {
  return compactSpecRows([
    specRow('vin', 'VIN', car.vin),
    specRow('regplate', 'Registration', car.regplate),
    specRow('rego_expiry', 'Rego Expiry', car.rego_expiry ? formatDate(car.rego_expiry) : null),
    specRow('year', 'Year', String(car.year)),
    specRow('make', 'Make', car.make),
    specRow('model', 'Model', car.model),
    specRow('badge', 'Badge', car.badge),
    specRow('series', 'Series', car.series),
    specRow('km', 'Odometer', car.km > 0 ? formatKm(car.km) : null),
    specRow('colour', 'Colour', car.colour),
    specRow('stocknum', 'Stock Number', car.stocknum),
    specRow('compliance_date', 'Compliance Date', car.compliance_date ? formatDate(car.compliance_date) : null),
    specRow('build_date', 'Build Date', car.build_date ? formatDate(car.build_date) : null),
  ]).map((r) => ({ label: r.label, value: String(r.value) }))
}

/** A one-page sample history report of a listed car (A4, standard fonts, nothing fetched). */
export function historyReportPdf(input: HistoryReportInput): Promise<Buffer> {
  const title = `${carDisplayName(input.car)}: vehicle history report (sample)`
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: title, Author: input.dealerName, CreationDate: input.now },
    })
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.font('Helvetica-Bold').fontSize(18).text('Vehicle history report (sample)')
    doc.moveDown(0.2)
    doc.font('Helvetica').fontSize(11).fillColor('#444444').text(input.dealerName)
    doc.moveDown(0.8)
    doc.font('Helvetica-Bold').fontSize(14).fillColor('#000000').text(carDisplayName(input.car))
    doc.moveDown(0.6)
    doc.font('Helvetica-Bold').fontSize(11).text('As listed by the dealer')
    doc.moveDown(0.3)
    for (const row of historyReportRows(input.car)) {
      const y = doc.y
      doc.font('Helvetica').fontSize(11).fillColor('#444444').text(row.label, 56, y, { width: 140 })
      doc.font('Helvetica').fillColor('#000000').text(row.value, 200, y, { width: 339 })
      doc.moveDown(0.25)
    }
    doc.moveDown(1)
    doc.font('Helvetica-Bold').fontSize(11).text('About this report', 56)
    doc.moveDown(0.3)
    doc.font('Helvetica').fontSize(10).text(SAMPLE_REPORT_NOTICE, { width: 483 })
    doc.moveDown(0.6)
    doc
      .fontSize(10)
      .text(
        'Before buying any used vehicle you can search the Personal Property Securities Register (PPSR) for finance owing and written-off records.',
        { width: 483 },
      )
    doc.moveDown(1)
    doc
      .fontSize(9)
      .fillColor('#555555')
      .text(`Generated ${formatDate(input.now.toISOString())}`)
    doc.end()
  })
}

export interface WriteReportsOptions {
  now: Date
  /** Rewrite reports already on disk (a reseed may have changed the cars they describe). */
  overwrite: boolean
}

/**
 * Writes the history report of every car of one dealer whose `file` is its own report URL
 * (historyReportUrl) into `<documentsDir>/<tenant>/`. Returns how many files were written.
 */
export async function writeHistoryReports(
  documentsDir: string,
  tenant: { slug: string; dealerName: string },
  cars: readonly Car[],
  options: WriteReportsOptions,
): Promise<number> {
  const dir = path.join(documentsDir, tenant.slug)
  await mkdir(dir, { recursive: true })
  let written = 0
  for (const car of cars) {
    if (car.file !== historyReportUrl(tenant.slug, car.slug)) continue
    const file = path.join(dir, path.basename(car.file))
    if (!options.overwrite && (await exists(file))) continue
    const body = await historyReportPdf({ car, dealerName: tenant.dealerName, now: options.now })
    // Write then rename, so the server never serves half a file.
    const tmp = `${file}.${process.pid}.tmp`
    await writeFile(tmp, body)
    await rename(tmp, file)
    written++
  }
  return written
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file)
    return true
  } catch {
    return false
  }
}
