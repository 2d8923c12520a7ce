/**
 * @module A hard deadline for a benchmark: whatever hangs, the run (and the worker it started) ends.
 */

/**
 * After `ms`, stops the worker `current()` names and exits with code 2. Returns the function that
 * cancels the deadline once the run is over.
 * @example const cancel = hardDeadline('bench', 15 * 60_000, () => worker); ...; cancel();
 */
export function hardDeadline(name: string, ms: number, current: () => { stop(): Promise<void> } | undefined): () => void {
  const timer = setTimeout(() => {
    console.error(`${name}: stopped after ${ms / 60_000} minutes`);
    void current()?.stop().finally(() => process.exit(2));
    setTimeout(() => process.exit(2), 10_000).unref();
  }, ms);
  timer.unref();
  return () => clearTimeout(timer);
}
