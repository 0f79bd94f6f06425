/** Throws unless `value` is absent or a non-negative integer (limits and offsets). */
export function assertCount(caller: string, name: string, value: number | undefined): void {
  if (value !== undefined && !(Number.isInteger(value) && value >= 0)) {
    throw new RangeError(`${caller}: ${name} must be a non-negative integer, got ${value}`)
  }
}
