import { parse as parseCsv } from 'csv-parse/sync'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { columnKey, fieldForColumn, REQUIRED_COLUMNS, type FeedField } from './columns'

/*
 * Reading a feed (docs/spec-coverage.md, Stock feeds): CSV (a header row, then one car a row, quoted
 * cells keep their commas: "12,990") or XML (one element a car, fields as attributes or child
 * elements, photos as a list or as repeated elements). Each row keeps the line it starts on, so a
 * bad row is reported where the dealer can find it.
 */

export type FeedFormat = 'csv' | 'xml'

/** One cell as read: the column (or element) name it came from and its text, or a list for photos. */
export interface FeedCell {
  column: string
  value: string | string[]
}

export interface FeedRow {
  /** 1-based line of the feed where the row starts. */
  line: number
  cells: Partial<Record<FeedField, FeedCell>>
  /** A row the reader could not take as it is (wrong number of cells). */
  problem?: { field: string; reason: string }
}

export interface ParsedFeed {
  format: FeedFormat
  rows: FeedRow[]
  /** Columns of the feed that map to no field (ignored, listed in the report's message). */
  unknownColumns: string[]
}

/** The feed as a whole cannot be read: nothing is applied (the endpoint answers 400). */
export class FeedFormatError extends Error {
  override name = 'FeedFormatError'
}

/** Photo columns numbered one a column: Image1, Photo2, ImageURL3. */
const NUMBERED_PHOTO = /^(image|photo|picture|imageurl|photourl)\d{1,3}$/

function fieldFor(name: string): FeedField | undefined {
  return fieldForColumn(name) ?? (NUMBERED_PHOTO.test(columnKey(name)) ? 'photos' : undefined)
}

export function parseFeed(body: string, format: FeedFormat): ParsedFeed {
  const feed = format === 'csv' ? readCsv(body) : readXml(body)
  const present = new Set<FeedField>()
  for (const row of feed.rows) for (const f of Object.keys(row.cells)) present.add(f as FeedField)
  if (feed.rows.length > 0) {
    const missing = REQUIRED_COLUMNS.filter((f) => !present.has(f))
    if (missing.length > 0) {
      throw new FeedFormatError(
        `The feed has no ${missing.map(describeField).join(', ')} column: see docs/feeds/README.md for the column names read.`,
      )
    }
  }
  return feed
}

function describeField(field: FeedField): string {
  return { stocknum: 'stock number', make: 'make', model: 'model', year: 'year' }[field as string] ?? field
}

// ── CSV ─────────────────────────────────────────────────────────────────────────────────────────

const DELIMITERS = [',', '\t', ';', '|'] as const

/** The header line's delimiter: the candidate found most often outside quotes. */
function sniffDelimiter(text: string): string {
  const end = text.search(/\r?\n/)
  const header = end === -1 ? text : text.slice(0, end)
  let best: string = ','
  let bestCount = 0
  for (const d of DELIMITERS) {
    let count = 0
    let quoted = false
    for (const ch of header) {
      if (ch === '"') quoted = !quoted
      else if (!quoted && ch === d) count++
    }
    if (count > bestCount) {
      best = d
      bestCount = count
    }
  }
  return best
}

function readCsv(body: string): ParsedFeed {
  // Line breaks as LF: csv-parse counts a CRLF inside a quoted cell as two lines, which put every
  // later row's line out by one a break (a cell's own breaks are read as LF anyway, map-row.ts).
  const text = body.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  if (text.trim() === '') return { format: 'csv', rows: [], unknownColumns: [] }
  let records: { record: string[]; info: { lines: number; empty_lines: number } }[]
  try {
    records = parseCsv(text, {
      delimiter: sniffDelimiter(text),
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as unknown as typeof records
  } catch (error) {
    const e = error as Error & { lines?: number; code?: string }
    if (e.code === 'CSV_QUOTE_NOT_CLOSED') {
      // csv-parse names the end of the feed, where it gave up; the dealer needs where the quote opened.
      const line = unclosedQuoteLine(text)
      throw new FeedFormatError(
        `Not a readable CSV feed (line ${line}): the quote opened on line ${line} is never closed (a quote inside a quoted cell is written twice: "").`,
      )
    }
    throw new FeedFormatError(`Not a readable CSV feed${e.lines ? ` (line ${e.lines})` : ''}: ${e.message}`)
  }
  const [head, ...data] = records
  if (!head) return { format: 'csv', rows: [], unknownColumns: [] }
  const headers = head.record
  const fields = headers.map(fieldFor)
  if (fields.every((f) => f === undefined)) {
    throw new FeedFormatError(
      'The first line is not a header of known columns (StockNo, Make, Model, Year, Price...): see docs/feeds/README.md.',
    )
  }
  const rows: FeedRow[] = []
  let endLine = head.info.lines
  let empties = head.info.empty_lines
  for (const { record, info } of data) {
    const line = endLine + 1 + (info.empty_lines - empties)
    endLine = info.lines
    empties = info.empty_lines
    const row: FeedRow = { line, cells: {} }
    if (record.length !== headers.length) {
      row.problem = {
        field: '(row)',
        reason: `has ${record.length} cells where the header has ${headers.length} (a price or text with a comma must be in double quotes, e.g. "12,990")`,
      }
    }
    record.forEach((value, i) => {
      const field = fields[i]
      if (field) addCell(row, field, headers[i]!, value)
    })
    rows.push(row)
  }
  const unknownColumns = headers.filter((h, i) => fields[i] === undefined && h !== '')
  return { format: 'csv', rows, unknownColumns }
}

/** The line of the last quote that opens a quoted cell and is never closed ("" inside one is a quote). */
function unclosedQuoteLine(text: string): number {
  let line = 1
  let quoted = false
  let opened = 1
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (ch === 10) line++
    else if (ch === 34) {
      if (!quoted) opened = line
      quoted = !quoted
    }
  }
  return opened
}

/** Adds a cell: photos accumulate (repeated or numbered columns), any other field keeps its first non-empty value. */
function addCell(row: FeedRow, field: FeedField, column: string, value: string | string[]): void {
  const existing = row.cells[field]
  if (field === 'photos') {
    const list = Array.isArray(value) ? value : [value]
    if (!existing) row.cells.photos = { column, value: list }
    else row.cells.photos = { column: existing.column, value: [...toList(existing.value), ...list] }
    return
  }
  const text = Array.isArray(value) ? (value.find((v) => v.trim() !== '') ?? '') : value
  if (!existing || (typeof existing.value === 'string' && existing.value.trim() === '' && text.trim() !== '')) {
    row.cells[field] = { column, value: text }
  }
}

function toList(value: string | string[]): string[] {
  return Array.isArray(value) ? value : [value]
}

// ── XML ─────────────────────────────────────────────────────────────────────────────────────────

/** Element names taken as one car each, wherever they sit in the document. */
const RECORD_NAMES = new Set(['vehicle', 'car', 'listing', 'item', 'stockitem', 'record', 'row', 'advert', 'caravan'])

type XmlValue = string | XmlObject | XmlValue[]
interface XmlObject {
  [key: string]: XmlValue
}

function readXml(body: string): ParsedFeed {
  const text = body.replace(/^\uFEFF/, '')
  if (text.trim() === '') return { format: 'xml', rows: [], unknownColumns: [] }
  const valid = XMLValidator.validate(text)
  if (valid !== true) {
    throw new FeedFormatError(`Not a well-formed XML feed (line ${valid.err.line}): ${valid.err.msg}`)
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    processEntities: true,
  })
  let doc: XmlObject
  try {
    doc = parser.parse(text) as XmlObject
  } catch (error) {
    // The parser refuses a DOCTYPE it will not expand (an external entity, which it never
    // fetches, or entities past its size limits): the feed cannot be read, it is not a server fault.
    const reason = (error as Error).message
    throw new FeedFormatError(
      /external entit/i.test(reason)
        ? 'Not a readable XML feed: its DOCTYPE declares an external entity (SYSTEM or PUBLIC), which is never read. Send the feed without it.'
        : `Not a readable XML feed: ${reason}`,
    )
  }
  const found = findRecords(doc)
  if (!found) {
    throw new FeedFormatError(
      'No vehicles found in the XML feed: each car must be a <Vehicle> (or <Car>, <Listing>) element.',
    )
  }
  const lines = recordLines(text, found.name)
  const unknown = new Set<string>()
  const rows = found.records.map((record, i): FeedRow => {
    const row: FeedRow = { line: lines[i] ?? 0, cells: {} }
    if (typeof record === 'string' || Array.isArray(record)) return row
    flattenRecord(record, row, unknown)
    return row
  })
  return { format: 'xml', rows, unknownColumns: [...unknown] }
}

/** The first elements (breadth first) with a record name: the feed's cars. */
function findRecords(doc: XmlObject): { name: string; records: XmlValue[] } | null {
  let level: XmlObject[] = [doc]
  for (let depth = 0; depth < 6 && level.length > 0; depth++) {
    const next: XmlObject[] = []
    for (const node of level) {
      for (const [key, value] of Object.entries(node)) {
        if (RECORD_NAMES.has(columnKey(key))) return { name: key, records: Array.isArray(value) ? value : [value] }
        for (const child of Array.isArray(value) ? value : [value]) {
          if (typeof child === 'object' && !Array.isArray(child)) next.push(child)
        }
      }
    }
    level = next
  }
  return null
}

/** The line each `<name` start tag is on, in document order. */
function recordLines(text: string, name: string): number[] {
  const pattern = new RegExp(`<${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[\\s/>])`, 'g')
  const lines: number[] = []
  let line = 1
  let at = 0
  for (const match of text.matchAll(pattern)) {
    for (let i = at; i < match.index; i++) if (text.charCodeAt(i) === 10) line++
    at = match.index
    lines.push(line)
  }
  return lines
}

/** Text of an element: its own text when it has attributes too. */
function textOf(value: XmlValue): string | undefined {
  if (typeof value === 'string') return value
  if (!Array.isArray(value) && typeof value['#text'] === 'string') return value['#text']
  return undefined
}

/** Every text and attribute value below an element, in document order (a photo list). */
function leaves(value: XmlValue): string[] {
  const own = textOf(value)
  if (own !== undefined) return [own]
  if (Array.isArray(value)) return value.flatMap(leaves)
  return Object.values(value).flatMap(leaves)
}

function flattenRecord(node: XmlObject, row: FeedRow, unknown: Set<string>, depth = 0): void {
  for (const [key, value] of Object.entries(node)) {
    if (key === '#text') continue
    const field = fieldFor(key)
    if (field === 'photos') {
      addCell(row, 'photos', key, leaves(value))
      continue
    }
    const items = Array.isArray(value) ? value : [value]
    const texts = items.map(textOf).filter((t): t is string => t !== undefined)
    if (field) {
      addCell(row, field, key, texts.length > 0 ? texts : leaves(value).slice(0, 1))
      continue
    }
    // A grouping element (<Details>, <Pricing>): its children may be fields.
    let nested = false
    for (const item of items) {
      if (typeof item === 'object' && !Array.isArray(item) && textOf(item) === undefined && depth < 4) {
        flattenRecord(item, row, unknown, depth + 1)
        nested = true
      }
    }
    if (!nested) unknown.add(key)
  }
}
