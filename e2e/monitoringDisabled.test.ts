/**
 * Without SENTRY_DSN: not a byte of the SDK in the browser. (That /monitoring then answers 404 is
 * worker/monitoring/monitoringRoutes.test.ts's.)
 */
import { describe, expect, it } from 'vitest';
import { browserForThisFile } from './harness/browser';
import { sharedWorker } from './harness/sharedWorker';
import { requestWithHost } from './harness/worker';

const worker = sharedWorker();
const browser = browserForThisFile();

describe('error reporting without a DSN', () => {
  it('gives the page no DSN', async () => {
    const response = await requestWithHost(worker.port, 'immo1.localhost', '/');
    expect(response.body).toContain('"sentryDsn":null');
  });

  it('loads no SDK code in the browser and sends nothing to /monitoring, even when an error is thrown', async () => {
    const page = await browser().newPage();
    const requested: string[] = [];
    const scripts: Promise<string>[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    page.on('pageerror', () => undefined);
    await page.goto(`${worker.origin('immo1')}/`);
    await page.getByRole('button', { name: 'Elfogadom' }).waitFor();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e-boom-without-dsn');
      });
    });
    // Longer than the SDK takes to load, start Replay and send with a DSN (see monitoringBrowser.test.ts).
    await page.waitForTimeout(3_000);
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    // Every SDK chunk carries its global carrier's name; the app's own code never does.
    expect(bodies.filter((body) => body.includes('__SENTRY__'))).toEqual([]);
    expect(requested.filter((path) => path === '/monitoring')).toEqual([]);
    await expect(page.evaluate(() => '__SENTRY__' in window)).resolves.toBe(false);
    await page.close();
  });
});
