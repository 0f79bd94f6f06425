import { inflateSync } from 'node:zlib'

/**
 * The text lines of a PDF made by pdfkit with its standard fonts: each content stream is inflated
 * and each `[<hex> kern <hex>] TJ` (or `<hex> Tj`) becomes one line. Enough to check what a sheet
 * says; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1')
  const lines: string[] = []
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1')
    } catch {
      continue // an image or another binary stream
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('') : op[2]!
      lines.push(Buffer.from(hex, 'hex').toString('latin1'))
    }
  }
  return lines
}
