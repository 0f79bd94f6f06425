import type { SearchDoc } from '../search-doc'
import { docTokens } from '../tokenize'

/**
 * Inverted index of words: a sorted term list with one posting list (doc numbers) per term.
 * Sorted terms make a prefix a contiguous range, found by binary search.
 */
export class TextIndex {
  private constructor(
    private readonly terms: readonly string[],
    private readonly postings: readonly Int32Array[],
  ) {}

  static build(docs: readonly SearchDoc[]): TextIndex {
    const lists = new Map<string, number[]>()
    docs.forEach((doc, d) => {
      for (const t of docTokens(doc)) {
        let list = lists.get(t)
        if (!list) lists.set(t, (list = []))
        list.push(d)
      }
    })
    const terms = [...lists.keys()].sort()
    return new TextIndex(
      terms,
      terms.map((t) => Int32Array.from(lists.get(t)!)),
    )
  }

  /** First term index >= `word`. */
  private lowerBound(word: string): number {
    let lo = 0
    let hi = this.terms.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (this.terms[mid]! < word) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /**
   * Docs containing every token (the last one as a prefix, the others as whole words), written
   * to `out`; returns how many. `exact[d]` counts the tokens that matched a whole word, the
   * relevance score. `seen` and `exact` are scratch arrays of the index's size.
   */
  match(tokens: readonly string[], seen: Uint8Array, exact: Uint8Array, out: Int32Array): number {
    seen.fill(0)
    exact.fill(0)
    let found = 0
    for (let ti = 0; ti < tokens.length; ti++) {
      const token = tokens[ti]!
      const last = ti === tokens.length - 1
      const lo = this.lowerBound(token)
      let hi = lo
      if (last) {
        while (hi < this.terms.length && this.terms[hi]!.startsWith(token)) hi++
      } else if (this.terms[lo] === token) {
        hi = lo + 1
      }
      if (lo === hi) return 0
      // Sorted terms put the whole word (if present) first, so a doc is scored on it.
      for (let t = lo; t < hi; t++) {
        const whole = this.terms[t] === token ? 1 : 0
        const list = this.postings[t]!
        for (let j = 0; j < list.length; j++) {
          const d = list[j]!
          if (seen[d] !== ti) continue
          seen[d] = ti + 1
          exact[d] = exact[d]! + whole
          if (last) out[found++] = d
        }
      }
    }
    return found
  }
}
