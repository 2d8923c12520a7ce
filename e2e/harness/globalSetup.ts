/**
 * Runs once before the e2e files: one prepared local database that every started worker copies.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareLocalDatabase } from '../../scripts/localDatabase.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateStateDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'edge-site-e2e-state-'));
  await prepareLocalDatabase({ size: 5_000, seed: 1, persistTo: dir });
  project.provide('templateStateDir', dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
