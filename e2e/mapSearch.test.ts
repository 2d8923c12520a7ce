import { describe, expect, it } from 'vitest';
import { browserForThisFile } from './harness/browser';
import { openHydrated, withContext } from './harness/browserPages';
import { sharedWorker } from './harness/sharedWorker';

const worker = sharedWorker();
const browser = browserForThisFile();

describe('explore', () => {
  it('shows', async () => {
    for (const width of [375, 1280]) {
      await withContext(browser(), worker, width, async (context) => {
        const { page, problems } = await openHydrated(context, `${worker.origin('immo1')}/kereses?view=map`);
        page.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`); });
        await page.waitForTimeout(4000);
        await page.screenshot({ path: `/tmp/map-${width}.png` });
        console.log(width, problems, page.url());
        expect(true).toBe(true);
      }, { height: width === 375 ? 800 : 900 });
    }
  }, 60_000);
});
