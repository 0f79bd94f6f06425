/** Seeded PRNG (mulberry32) and helpers. No Math.random anywhere in the generator. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  int(min: number, max: number): number
  float(min: number, max: number): number
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  weighted<T>(items: readonly (readonly [T, number])[]): T
  shuffle<T>(items: T[]): T[]
  /** Roughly normal (mean 0, sd 1), from the sum of uniforms. */
  normal(): number
  /** A child generator whose stream does not depend on how much this one is used later. */
  fork(label: string): Rng
  /** n characters from an alphabet. */
  chars(n: number, alphabet: string): string
}

export function hashString(s: string): number {
  // FNV-1a 32-bit
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)]!
    },
    weighted: (items) => {
      const total = items.reduce((s, [, w]) => s + w, 0)
      let r = next() * total
      for (const [item, w] of items) {
        r -= w
        if (r < 0) return item
      }
      return items[items.length - 1]![0]
    },
    shuffle: (items) => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        const tmp = items[i]!
        items[i] = items[j]!
        items[j] = tmp
      }
      return items
    },
    normal: () => {
      let s = 0
      for (let i = 0; i < 6; i++) s += next()
      return (s - 3) / Math.sqrt(0.5)
    },
    fork: (label) => createRng((hashString(label) ^ Math.floor(next() * 4294967296)) >>> 0),
    chars: (n, alphabet) => {
      let out = ''
      for (let i = 0; i < n; i++) out += alphabet[Math.floor(next() * alphabet.length)]
      return out
    },
  }
  return rng
}
