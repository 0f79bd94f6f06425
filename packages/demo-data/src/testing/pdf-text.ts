import { inflateSync } from 'node:zlib'

/** WinAnsi bytes that differ from Latin-1 (the ones a report's text uses). */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
}
const decode = (hex: string) => [...Buffer.from(hex, 'hex')].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('')

/**
 * The text a PDF written by pdfkit shows, one string per text-showing operator: its content
 * streams inflated, and the hex strings of each `TJ` array decoded (pdfkit writes the standard
 * fonts' WinAnsi bytes as hex, split where it kerns). Enough to prove what a generated report
 * says, without a PDF reader on the machine.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1')
  const out: string[] = []
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length
    const end = raw.indexOf('endstream', start)
    if (end < 0) continue
    let content: string
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1')
    } catch {
      continue // not a deflated stream (or not content)
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      out.push([...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decode(h[1]!)).join(''))
    }
  }
  return out
}
