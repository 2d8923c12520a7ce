/**
 * The price statistics' Cron Trigger: wrangler.toml runs its expression in both environments, and the
 * script that runs it locally asks for the one the worker dispatches on.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { marketFiguresCron as workerCron } from '../worker/cms/market/marketFiguresSchedule';
import { projectRoot } from './projectPaths.ts';
import { marketFiguresCron, refreshSummary } from './refresh-market-figures.ts';

describe('the price statistics’ Cron Trigger', () => {
  it('is the expression the worker dispatches on, in wrangler.toml’s triggers of both environments beside the enquiries’', async () => {
    expect(marketFiguresCron).toBe(workerCron);
    const toml = await readFile(path.join(projectRoot, 'wrangler.toml'), 'utf8');
    const crons = [...toml.matchAll(/^crons = (\[.*\])$/gm)].map((m) => JSON.parse(m[1] ?? '[]'));
    expect(crons).toEqual([
      ['*/5 * * * *', workerCron],
      ['*/5 * * * *', workerCron],
    ]);
  });

  it('sums a refresh in one line', () => {
    const run = (refreshed: number, wallMs: number) => ({ report: { refreshed, dropped: 0, more: true, milliseconds: wallMs }, wallMs });
    expect(refreshSummary({ asked: 125, askMs: 2300, runs: [run(50, 1500), run(7, 400)] })).toBe(
      'market figures: 125 pages asked in 2.3 s; then 57 recomputed by 2 Cron Trigger run(s), 1.9 s in all, the longest run 1.5 s',
    );
  });
});
