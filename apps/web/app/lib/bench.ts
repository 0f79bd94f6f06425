/** The benchmark baselines (routes/bench.*) exist only when BENCH_ROUTES=1. */
export function benchRoutesOn(): boolean {
  return process.env.BENCH_ROUTES === '1'
}

/** The bare hello-world page: the root loader gives it no layout data. */
export const BARE_BENCH_PATH = '/bench/hello-bare'
