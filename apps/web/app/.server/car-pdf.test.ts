import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pdfText } from '../../e2e/support/pdf-text'
import { carPdf, imagePathFor } from './car-pdf'

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

describe('imagePathFor', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'car-pdf-'))
  writeFileSync(path.join(dir, 'a.png'), PNG)
  it('maps /images/ urls into the images folder', () => {
    expect(imagePathFor(dir, '/images/a.png')).toBe(path.join(dir, 'a.png'))
    expect(imagePathFor(dir, '/images/a.png?w=100')).toBe(path.join(dir, 'a.png'))
  })
  it('refuses traversal, other prefixes, other types and missing files', () => {
    expect(imagePathFor(dir, '/images/../../etc/passwd')).toBeNull()
    expect(imagePathFor(dir, 'https://x.test/a.png')).toBeNull()
    expect(imagePathFor(dir, '/images/missing.png')).toBeNull()
    expect(imagePathFor(dir, null)).toBeNull()
  })
  it('builds a PDF with the photo', async () => {
    const pdf = await carPdf({
      title: '2020 Kia Rio S',
      price: '$19,990',
      specs: [{ label: 'Odometer', value: '10,000 kms' }],
      dealer: { name: 'Dealer', phone: '07 0000 0000', email: 'a@b.test', address: '1 Road', location: null },
      photoPath: path.join(dir, 'a.png'),
      url: 'https://x.test/cars/a',
    })
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF')
    expect(pdf.toString('latin1')).toContain('/Subtype /Image')
  })
  it("prints the car's number, and no phone line when it has none", async () => {
    const sheet = (phone: string | null) =>
      carPdf({
        title: '2020 Kia Rio S',
        price: '$19,990',
        specs: [],
        dealer: { name: 'Dealer', phone, email: 'a@b.test', address: '1 Road', location: 'Nerang' },
        photoPath: null,
        url: 'https://x.test/cars/a',
      })
    expect(pdfText(await sheet('(07) 5596 4411'))).toContain('Phone: (07) 5596 4411')
    expect(pdfText(await sheet(null)).filter((l) => l.startsWith('Phone'))).toEqual([])
  })
})
