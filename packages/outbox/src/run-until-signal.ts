/** What runWorkerUntilSignal drives: any outbox worker. */
export interface StartStop {
  start(): void
  stop(): Promise<void>
}

/**
 * Runs a worker as its own process: polls until SIGINT or SIGTERM, then stops after the sends
 * in flight are recorded, and runs `onStopped` (close the database). A SIGKILL skips all this;
 * the worker's leases then expire and another worker takes its rows.
 */
export async function runWorkerUntilSignal(
  worker: StartStop,
  options: { signals?: readonly NodeJS.Signals[]; onStopped?: () => Promise<void> | void } = {},
): Promise<void> {
  const signals = options.signals ?? ['SIGINT', 'SIGTERM']
  worker.start()
  await new Promise<void>((resolve) => {
    for (const s of signals) process.once(s, () => resolve())
  })
  await worker.stop()
  await options.onStopped?.()
}
