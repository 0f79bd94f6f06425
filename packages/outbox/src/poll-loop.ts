/** A background loop: start, stop after the current round, wake early. */
export interface PollLoop {
  start(): void
  stop(): Promise<void>
  wake(): void
}

/**
 * Runs `round` again and again: straight away while it reports more work, otherwise after
 * `intervalMs` or as soon as `wake()` is called, including a call made during a round (a lead
 * stored while the worker was busy must not wait a whole interval).
 */
export function createPollLoop(
  round: () => Promise<{ more: boolean }>,
  intervalMs: number,
  onError: (error: unknown) => void,
): PollLoop {
  let loop: Promise<void> | null = null
  let stopping = false
  let woken = false
  let interrupt: (() => void) | null = null

  function sleep(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, intervalMs)
      function done() {
        clearTimeout(timer)
        interrupt = null
        resolve()
      }
      interrupt = done
    })
  }

  return {
    start() {
      if (loop) return
      stopping = false
      loop = (async () => {
        while (!stopping) {
          woken = false
          let more = false
          try {
            more = (await round()).more
          } catch (error) {
            // The database unreachable, say: keep polling; nothing is lost, rows wait in the outbox.
            onError(error)
          }
          if (!stopping && !more && !woken) await sleep()
        }
      })()
    },
    async stop() {
      stopping = true
      interrupt?.()
      await loop
      loop = null
    },
    wake() {
      woken = true
      interrupt?.()
    },
  }
}
