/** Calls `repeat(index, firstIndex)` for each value already seen earlier in `values`. */
export function forEachRepeat<T>(values: readonly T[], repeat: (index: number, firstIndex: number) => void): void {
  const first = new Map<T, number>()
  values.forEach((value, i) => {
    const seen = first.get(value)
    if (seen === undefined) first.set(value, i)
    else repeat(i, seen)
  })
}
