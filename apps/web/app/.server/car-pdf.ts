import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import PDFDocument from 'pdfkit'

export interface CarPdfInput {
  title: string
  price: string
  specs: { label: string; value: string }[]
  /** `phone`: the car's number (ADR 016), null when it has none (the line is left out). */
  dealer: { name: string; phone: string | null; email: string; address: string; location: string | null }
  /** Absolute path of the first photo, when it is on disk. */
  photoPath: string | null
  url: string
}

/** The photo path under the images folder for a /images/... url, or null when outside or missing. */
export function imagePathFor(imagesDir: string, url: string | null | undefined): string | null {
  if (!url || !url.startsWith('/images/')) return null
  const rel = url.slice('/images/'.length).split('?')[0] ?? ''
  const root = path.resolve(imagesDir)
  const full = path.resolve(root, rel)
  if (!full.startsWith(root + path.sep)) return null
  if (!/\.(jpe?g|png)$/i.test(full)) return null
  return existsSync(full) ? full : null
}

/** A one-page PDF of the car, generated on the server with pdfkit. */
export function carPdf(input: CarPdfInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: input.title } })
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.font('Helvetica-Bold').fontSize(20).text(input.title)
    doc.moveDown(0.3)
    doc.font('Helvetica-Bold').fontSize(16).text(input.price)
    doc.moveDown(0.5)
    if (input.photoPath) {
      try {
        doc.image(readFileSync(input.photoPath), { fit: [499, 300], align: 'center' })
        doc.moveDown(0.5)
      } catch {
        // An unreadable photo leaves it out; the rest of the sheet still prints.
      }
    }
    doc.font('Helvetica-Bold').fontSize(13).text('Key specifications')
    doc.moveDown(0.2)
    doc.font('Helvetica').fontSize(11)
    for (const s of input.specs) doc.text(`${s.label}: ${s.value}`)
    doc.moveDown(0.8)
    doc.font('Helvetica-Bold').fontSize(13).text('Dealer')
    doc.font('Helvetica').fontSize(11)
    doc.text(input.dealer.name)
    if (input.dealer.location) doc.text(input.dealer.location)
    doc.text(input.dealer.address)
    if (input.dealer.phone) doc.text(`Phone: ${input.dealer.phone}`)
    doc.text(`Email: ${input.dealer.email}`)
    doc.moveDown(0.8)
    doc.fillColor('#555555').fontSize(9).text(input.url)
    doc.end()
  })
}
