import { z, type ZodIssue, type ZodTypeAny } from 'zod'

/**
 * A tenant file's problems in the dealer's terms: what the field expects and what the file gave,
 * where zod's own message says only 'Invalid input' (a union, e.g. `"searchColumns": "4"` for 3 or 4)
 * or names a type without the value ('Expected number, received string').
 */
export function describeIssue(issue: ZodIssue, raw: unknown, schema?: ZodTypeAny): string {
  const given = valueAt(raw, issue.path)
  switch (issue.code) {
    case 'unrecognized_keys': {
      // A misspelt key ("compair"): the field it most likely meant, from the keys allowed there.
      const known = schema ? keysAt(schema, issue.path) : []
      const hints = issue.keys.flatMap((key) => {
        const near = closestKey(key, known)
        return near ? [`'${key}' (did you mean '${near}'?)`] : []
      })
      return hints.length > 0 ? `${issue.message}. ${hints.join(', ')}` : issue.message
    }
    case 'invalid_union': {
      const expected = unionExpectations(issue)
      if (expected) return `Expected ${orList(expected)}, got ${describeValue(given)}`
      // A branch that matched the shape but not the details (an object with one wrong field):
      // that branch's own problems, the fewest of any branch's.
      const closest = [...issue.unionErrors].sort((a, b) => a.issues.length - b.issues.length)[0]
      return closest
        ? closest.issues.map((i) => `${relativePath(i, issue)}${describeIssue(i, raw, schema)}`).join('; ')
        : issue.message
    }
    case 'invalid_literal':
      return `Expected ${JSON.stringify(issue.expected)}, got ${describeValue(given)}`
    case 'invalid_type':
      if (given === undefined) return issue.message
      return `Expected ${typeWords(issue.expected)}, got ${describeValue(given)}`
    case 'invalid_enum_value':
      return `Expected one of ${orList(issue.options.map((o) => JSON.stringify(o)))}, got ${describeValue(given)}`
    default:
      return issue.message
  }
}

/** What each branch of a union expects, when every branch refused the value itself; else null. */
function unionExpectations(issue: Extract<ZodIssue, { code: 'invalid_union' }>): string[] | null {
  const out: string[] = []
  for (const branch of issue.unionErrors) {
    const own = branch.issues.filter((i) => i.path.length === issue.path.length)
    if (own.length === 0 || own.length !== branch.issues.length) return null
    for (const i of own) {
      let words: string | null = null
      if (i.code === 'invalid_literal') words = JSON.stringify(i.expected)
      else if (i.code === 'invalid_type') words = typeWords(i.expected)
      else if (i.code === 'invalid_enum_value') words = i.options.map((o) => JSON.stringify(o)).join(', ')
      else if (i.code === 'invalid_string' && i.validation === 'date') words = 'a date as YYYY-MM-DD'
      else if (i.code === 'invalid_string' && i.validation === 'datetime') {
        words = 'a date and time with its offset, like "2026-03-01T09:00:00+10:00"'
      } else if (i.code === 'invalid_union') words = unionExpectations(i)?.join(' or ') ?? null
      if (words === null) return null
      if (!out.includes(words)) out.push(words)
    }
  }
  return out.length > 0 ? out : null
}

function relativePath(inner: ZodIssue, outer: ZodIssue): string {
  const rest = inner.path.slice(outer.path.length)
  return rest.length > 0 ? `${rest.join('.')}: ` : ''
}

const TYPE_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    string: 'text in double quotes',
    number: 'a number (no quotes)',
    integer: 'a whole number',
    boolean: 'true or false (no quotes)',
    array: 'a list in [ ]',
    object: 'an object in { }',
    null: 'null',
  }),
)

function typeWords(type: string): string {
  return TYPE_WORDS.get(type) ?? `a ${type}`
}

function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`
}

/** The value as the file has it, with its kind where the JSON alone would not show it. */
function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`
  if (Array.isArray(value)) return 'a list'
  if (value !== null && typeof value === 'object') return 'an object'
  return String(value)
}

/** The keys an object schema allows at `path` (through lists, optional, default and refinements); none if not an object. */
export function keysAt(schema: ZodTypeAny, path: readonly (string | number)[]): string[] {
  let current: ZodTypeAny | undefined = schema
  for (const key of [...path, null]) {
    // Unwrap what wraps an object without changing its keys.
    for (;;) {
      if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap()
      else if (current instanceof z.ZodDefault) current = current.removeDefault()
      else if (current instanceof z.ZodEffects) current = current.innerType()
      else if (current instanceof z.ZodLazy) current = current.schema
      else break
    }
    if (key === null) break
    if (current instanceof z.ZodObject) {
      const shape = current.shape as Record<string, ZodTypeAny>
      current = Object.hasOwn(shape, key) ? shape[key] : undefined
    } else if (current instanceof z.ZodArray) current = current.element
    else if (current instanceof z.ZodRecord) current = current.valueSchema
    else return []
  }
  return current instanceof z.ZodObject ? Object.keys(current.shape as object) : []
}

/** The allowed key nearest `key` (case and separators aside, a few letters off), or null if none is near. */
export function closestKey(key: string, known: readonly string[]): string | null {
  const fold = (k: string) => k.toLowerCase().replace(/[-_\s]/g, '')
  let best: string | null = null
  let bestDistance = Infinity
  for (const candidate of known) {
    const distance = editDistance(fold(key), fold(candidate))
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance]
  }
  // At most a third of the key's letters wrong, and never more than 3.
  return best !== null && bestDistance <= Math.min(3, Math.ceil(fold(key).length / 3)) ? best : null
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = row
  }
  return previous[b.length]!
}

function valueAt(raw: unknown, path: readonly (string | number)[]): unknown {
  let value = raw
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = Object.getOwnPropertyDescriptor(value, key)?.value
  }
  return value
}

/**
 * A JSON syntax error with its line and column (1-based) and the line itself, where JSON.parse
 * says only 'at position 8564' (or nothing, for a file that ends too soon).
 */
export function describeJsonSyntaxError(text: string, error: Error): string {
  const match = /\s*in JSON at position (\d+)(?: \(line \d+ column \d+\))?/.exec(error.message)
  const position = match ? Number(match[1]) : /end of JSON input/.test(error.message) ? text.length : null
  const what = (match ? error.message.replace(match[0], '') : error.message).replace(
    /^Unexpected end of JSON input$/,
    'The file ends too soon (a missing } or ]?)',
  )
  if (position === null) return `JSON syntax error: ${what}`
  const before = text.slice(0, position)
  const line = before.split('\n').length
  const lineStart = before.lastIndexOf('\n') + 1
  const column = position - lineStart + 1
  const lineText = text.slice(lineStart).split('\n')[0]!.replace(/\r$/, '')
  const pointer = before.slice(lineStart).replace(/[^\t]/g, ' ')
  // JSON.parse finds a missing comma at the next value, the line after the one to fix.
  const hint =
    /^Expected ','/.test(what) && pointer.trim() === '' ? ' (a comma missing at the end of the line before?)' : ''
  return `JSON syntax error at line ${line}, column ${column}: ${what}${hint}\n      ${lineText}\n      ${pointer}^`
}
