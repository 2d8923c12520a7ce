/**
 * Runs once before the e2e files: one prepared local database that every started worker copies, and
 * the harness the browser tests share: one Chromium (browser.ts) and one worker with the default
 * settings for the tests that only read (sharedWorker.ts). Tests that change state or settings
 * start their own worker.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareLocalDatabase } from '../../scripts/localDatabase.ts';
import { launchBrowserServer } from './browser.ts';
import { startWorker } from './worker.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateStateDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'edge-site-e2e-state-'));
  const browserStarted = launchBrowserServer();
  try {
    await prepareLocalDatabase({ size: 5_000, seed: 1, persistTo: dir });
    const [browser, worker] = await Promise.all([browserStarted, startWorker({ templateStateDir: dir })]);
    project.provide('templateStateDir', dir);
    project.provide('browserWsEndpoint', browser.wsEndpoint());
    project.provide('sharedWorkerPort', worker.port);
    return async () => {
      await Promise.all([browser.close(), worker.stop()]);
      await rm(dir, { recursive: true, force: true });
    };
  } catch (error) {
    await (await browserStarted.catch(() => undefined))?.close();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
