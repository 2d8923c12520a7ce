/**
 * Without SENTRY_DSN: no tunnel and not a byte of the SDK in the browser.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './harness/browser';
import { requestWithHost, type RunningWorker, startWorker } from './harness/worker';

let worker: RunningWorker;
let browser: Browser;

beforeAll(async () => {
  [worker, browser] = await Promise.all([startWorker({ templateStateDir: inject('templateStateDir') }), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), worker?.stop()]);
});

describe('error reporting without a DSN', () => {
  it('answers 404 on /monitoring', async () => {
    const body = '{"dsn":"http://publickey@127.0.0.1:9/42"}\n{"type":"event"}\n{}';
    const response = await requestWithHost(worker.port, 'immo1.localhost', '/monitoring', { method: 'POST', body });
    expect(response.status).toBe(404);
  });

  it('gives the page no DSN', async () => {
    const response = await requestWithHost(worker.port, 'immo1.localhost', '/');
    expect(response.body).toContain('"sentryDsn":null');
  });

  it('loads no SDK code in the browser and sends nothing to /monitoring, even when an error is thrown', async () => {
    const page = await browser.newPage();
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
