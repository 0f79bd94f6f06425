export declare function effectiveRange(range: string, contractVersion: string): string
export declare function contractProblem(
  theme: { name: string; packageName: string; version: string; contractRange: string | null },
  contractVersion: string,
): string | null
