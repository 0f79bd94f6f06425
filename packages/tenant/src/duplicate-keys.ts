/**
 * The paths of keys that appear twice in one object of a JSON text (`leads`, `features.caravans`).
 * JSON.parse keeps the last and says nothing, so a merged or hand-edited tenant file could lose a
 * setting silently. Expects text that JSON.parse accepts.
 */
export function duplicateJsonKeys(text: string): string[] {
  type Frame =
    | { kind: 'object'; keys: Set<string>; path: string; key: string | null }
    | { kind: 'array'; path: string; index: number }
  const stack: Frame[] = []
  const found: string[] = []
  const childPath = () => {
    const top = stack[stack.length - 1]
    if (!top) return ''
    const part = top.kind === 'object' ? (top.key ?? '') : String(top.index)
    return top.path ? `${top.path}.${part}` : part
  }
  let i = 0
  while (i < text.length) {
    const c = text[i]!
    if (c === '"') {
      let j = i + 1
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1
      const value = JSON.parse(text.slice(i, j + 1)) as string
      i = j + 1
      const top = stack[stack.length - 1]
      // A string is a key when the next non-space character is a colon.
      let k = i
      while (/\s/.test(text[k] ?? '')) k++
      if (top?.kind === 'object' && text[k] === ':') {
        if (top.keys.has(value)) found.push(top.path ? `${top.path}.${value}` : value)
        top.keys.add(value)
        top.key = value
      }
      continue
    }
    if (c === '{') stack.push({ kind: 'object', keys: new Set(), path: childPath(), key: null })
    else if (c === '[') stack.push({ kind: 'array', path: childPath(), index: 0 })
    else if (c === '}' || c === ']') stack.pop()
    else if (c === ',') {
      const top = stack[stack.length - 1]
      if (top?.kind === 'array') top.index++
    }
    i++
  }
  return found
}
