/**
 * The price statistics' refresh: the back office's wrangler.toml runs the expression its Cron Trigger is
 * for in both environments; the demo's preparation prints what it did in one line.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { marketFiguresCron } from '../backOffice/cms/market/marketFiguresSchedule';
import { projectRoot } from './projectPaths.ts';
import { refreshSummary } from './refresh-market-figures.ts';

describe('the price statistics’ refresh', () => {
  it('runs on the back office’s Cron Trigger in both environments', async () => {
    const toml = await readFile(path.join(projectRoot, 'backOffice', 'wrangler.toml'), 'utf8');
    const crons = [...toml.matchAll(/^crons = (\[.*\])$/gm)].map((m) => JSON.parse(m[1] ?? '[]'));
    expect(crons).toEqual([[marketFiguresCron], [marketFiguresCron]]);
  });

  it('sums the demo’s preparation in one line', () => {
    expect(refreshSummary({ asked: 125, askMs: 2300 })).toBe('market figures: 125 pages asked of the built-in CMS in 2.3 s');
  });
});
