/**
 * @module The worker a benchmark measures: the demo data in a temporary state, the built worker under
 * `wrangler dev` on it, the workerd process that runs it, and a hard deadline over all of it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hardDeadline } from './hardDeadline.ts';
import { prepareLocalDatabase } from './localDatabase.ts';
import { workerRuntimePid } from './processCpu.ts';
import { type RunningWorker, startWorker } from './workerProcess.ts';

/**
 * Runs `measure` against a fresh worker with the demo data (`size` listings, 5,000 unless given) and `vars`, then stops it and removes
 * its state, whatever happens; after `deadlineMs` the run ends (exit code 2) with the worker stopped.
 * @example const rows = await withBenchWorker('bench', 30 * 60_000, (worker, workerd) => measureAll(worker, workerd));
 */
export async function withBenchWorker<T>(
  name: string,
  deadlineMs: number,
  measure: (worker: RunningWorker, workerd: number) => Promise<T>,
  vars: Record<string, string> = {},
  size = 5_000,
): Promise<T> {
  const stateDir = await mkdtemp(path.join(os.tmpdir(), `edge-site-${name}-`));
  let worker: RunningWorker | undefined;
  const cancelDeadline = hardDeadline(name, deadlineMs, () => worker);
  try {
    console.error('Preparing the demo data …');
    await prepareLocalDatabase({ size, seed: 1, persistTo: stateDir });
    worker = await startWorker({ templateStateDir: stateDir, vars });
    const workerd = worker.processGroup ? await workerRuntimePid(worker.processGroup) : null;
    if (workerd === null) throw new Error('the workerd that runs the worker was not found in /proc: the figures need Linux');
    return await measure(worker, workerd);
  } finally {
    cancelDeadline();
    await worker?.stop();
    await rm(stateDir, { recursive: true, force: true });
  }
}
