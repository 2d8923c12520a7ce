/**
 * The real browser SDK in real Chromium, reporting through the worker's /monitoring tunnel to a fake Sentry.
 */
import { inflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser } from './harness/browser';
import { recordCspViolations } from './harness/cspViolations';
import { envelopeItems, type FakeIngest, type RecordedRequest, startFakeIngest } from './harness/fakeIngest';
import { type RunningWorker, startWorker } from './harness/worker';

let ingest: FakeIngest;
let worker: RunningWorker;
let browser: Browser;

beforeAll(async () => {
  ingest = await startFakeIngest();
  [worker, browser] = await Promise.all([startWorker({ templateStateDir: inject('templateStateDir'), vars: { SENTRY_DSN: ingest.dsn() } }), connectBrowser()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), worker?.stop(), ingest?.stop()]);
});

const hasItem = (type: string, text?: string) => (request: RecordedRequest) =>
  envelopeItems(request.body).some((item) => item.header.type === type && (text === undefined || item.payload.includes(text)));

/** Opens the immo1 home page and records every URL it requests, the body of every script it loads, and CSP violations. */
async function openHomePage(): Promise<{ page: Page; requested: string[]; scripts: Map<string, Promise<string>>; violations: () => Promise<string[]> }> {
  const page = await browser.newPage();
  const violations = await recordCspViolations(page);
  const requested: string[] = [];
  const scripts = new Map<string, Promise<string>>();
  page.on('request', (request) => requested.push(request.url()));
  page.on('response', (response) => {
    // A lazy chunk still loading when the test closes the page is of no interest.
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text().catch(() => ''));
  });
  await page.goto(`${worker.origin('immo1')}/`);
  await page.getByRole('button', { name: 'Elfogadom' }).waitFor();
  return { page, requested, scripts, violations };
}

/** Resolves once a loaded script's body contains `marker`. */
async function scriptLoaded(scripts: Map<string, Promise<string>>, marker: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const [url, body] of scripts) if ((await body).includes(marker)) return url;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no script containing ${marker} was loaded`);
}

describe('browser error reporting with a DSN', () => {
  it('reports a thrown error through /monitoring; the fake ingest receives the envelope with that error', async () => {
    const { page, requested, scripts } = await openHomePage();
    // The pageload spans (every trace is sampled) prove the SDK is running before we throw.
    await ingest.waitFor(hasItem('span', 'pageload'));
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e-boom');
      });
    });
    const received = await ingest.waitFor(hasItem('event', 'e2e-boom'));
    expect(received.url).toBe('/api/42/envelope/');
    const header = JSON.parse(received.body.subarray(0, received.body.indexOf(0x0a)).toString('utf8'));
    expect(header.dsn).toBe(ingest.dsn());
    const item = envelopeItems(received.body).find((i) => i.header.type === 'event');
    const event = JSON.parse(item?.payload.toString('utf8') ?? '{}');
    expect(event.exception.values[0]).toMatchObject({ type: 'Error', value: 'e2e-boom' });
    expect(event.request.url).toBe(`${worker.origin('immo1')}/`);

    // The SDK came from our own /assets/ and everything went to our own origin: no CDN, no direct ingest.
    const sdkScript = await scriptLoaded(scripts, '__SENTRY__');
    expect(new URL(sdkScript).pathname).toMatch(/^\/assets\/chunk-[A-Z0-9]+\.js$/);
    const foreign = requested.filter((url) => !url.startsWith(`${worker.origin('immo1')}/`) && !url.startsWith('blob:') && !url.startsWith('data:'));
    expect(foreign).toEqual([]);
    expect(requested).toContain(`${worker.origin('immo1')}/monitoring`);
    await page.close();
  });

  it('loads the SDK only after the load event, and then reports the error and the rejection thrown before it had loaded', async () => {
    const page = await browser.newPage();
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      // A body still loading when the page closes is of no interest.
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text().catch(() => ''));
    });
    page.on('pageerror', () => undefined);
    // While the page is still loading: the entry (a module script) has run, the SDK cannot have loaded.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const sdk = () => ('__SENTRY__' in window ? 'loaded' : 'absent');
        setTimeout(() => {
          throw new Error(`e2e-early-boom, SDK ${sdk()}`);
        });
        void Promise.reject(new Error(`e2e-early-rejection, SDK ${sdk()}`));
      });
    });
    await page.goto(`${worker.origin('immo1')}/`);
    // The event whose own exception is `text`: an event sent later names an earlier one in its breadcrumbs.
    const exceptionOf = (request: RecordedRequest) => {
      const item = envelopeItems(request.body).find((i) => i.header.type === 'event');
      return JSON.parse(item?.payload.toString('utf8') ?? '{}').exception?.values?.[0];
    };
    const events = await Promise.all(
      ['e2e-early-boom, SDK absent', 'e2e-early-rejection, SDK absent'].map(async (text) =>
        exceptionOf(await ingest.waitFor((request) => hasItem('event', text)(request) && exceptionOf(request)?.value === text)),
      ),
    );
    expect(events[0]).toMatchObject({ type: 'Error', value: 'e2e-early-boom, SDK absent', mechanism: { type: 'onerror', handled: false } });
    expect(events[1]).toMatchObject({ type: 'Error', value: 'e2e-early-rejection, SDK absent', mechanism: { type: 'onunhandledrejection', handled: false } });
    const sdkScript = await scriptLoaded(scripts, '__SENTRY__');
    const timing = await page.evaluate((url) => {
      const [navigation] = performance.getEntriesByType('navigation');
      return { loadEventEnd: navigation && 'loadEventEnd' in navigation ? Number(navigation.loadEventEnd) : NaN, sdkStart: performance.getEntriesByName(url)[0]?.startTime ?? NaN };
    }, sdkScript);
    expect(timing.sdkStart).toBeGreaterThanOrEqual(timing.loadEventEnd);
    await page.close();
  });

  it('loads Replay from /assets/ once the page is idle after cookies are accepted, and sends a masked replay of the session with an error', async () => {
    const { page, scripts, requested, violations } = await openHomePage();
    // Replay records only with consent (e2e/cookieConsent.test.ts: none after a refusal).
    await page.getByRole('button', { name: 'Elfogadom' }).click();
    // rrweb is the recorder: only the Replay chunk has it (the SDK chunk names replay envelopes too).
    const replayScript = await scriptLoaded(scripts, '__rrweb');
    expect(new URL(replayScript).pathname).toMatch(/^\/assets\/chunk-[A-Z0-9]+\.js$/);
    // Replay is its own chunk, not part of the SDK chunk with tracing...
    const tracingScript = await scriptLoaded(scripts, 'BrowserTracing');
    expect(tracingScript).not.toBe(replayScript);
    await expect(scripts.get(tracingScript)).resolves.not.toContain('replay_recording');
    // ...and is fetched only after the page has loaded.
    const timing = await page.evaluate((url) => {
      const [navigation] = performance.getEntriesByType('navigation');
      const replay = performance.getEntriesByName(url)[0];
      return { loadEventEnd: navigation && 'loadEventEnd' in navigation ? Number(navigation.loadEventEnd) : NaN, replayStart: replay?.startTime ?? NaN };
    }, replayScript);
    expect(timing.replayStart).toBeGreaterThanOrEqual(timing.loadEventEnd);
    // The lazily added integration starts its buffer in the same step as its compression worker: wait
    // for the worker's script to be asked for before the error, however long that takes.
    await expect.poll(() => requested.some((url) => new URL(url).pathname.startsWith('/assets/replay-worker-'))).toBe(true);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e-replay-boom');
      });
    });
    const error = await ingest.waitFor(hasItem('event', 'e2e-replay-boom'));
    const errorId = String(JSON.parse(error.body.subarray(0, error.body.indexOf(0x0a)).toString('utf8')).event_id);
    // The replay of this session names the error it was sent for.
    const received = await ingest.waitFor(hasItem('replay_event', errorId));
    const recording = envelopeItems(received.body).find((i) => i.header.type === 'replay_recording')?.payload ?? Buffer.alloc(0);
    // The payload is a JSON line, then the (compressed) rrweb events.
    const events = recording.subarray(recording.indexOf(0x0a) + 1);
    const text = (() => {
      try {
        return inflateSync(events).toString('utf8');
      } catch {
        return events.toString('utf8');
      }
    })();
    expect(text).toContain('"type":');
    // The page's text is masked: the header's site name is not there, only asterisks of its length remain.
    expect(text).not.toContain('Ingatlanhálózat');
    expect(text).toContain('*********');
    // Its compression worker is our own file too (worker-src 'self'), and nothing broke the CSP.
    expect(requested.filter((url) => new URL(url).pathname.startsWith('/assets/replay-worker-'))).toHaveLength(1);
    await expect(violations()).resolves.toEqual([]);
    await page.close();
  });

  it('sends a CSP violation through /monitoring/csp to the project’s security endpoint', async () => {
    const { page } = await openHomePage();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.appendChild(script);
    });
    const received = await ingest.waitFor((request) => request.url.startsWith('/api/42/security/'));
    expect(received.url).toBe('/api/42/security/?sentry_key=publickey');
    expect(received.headers['content-type']).toBe('application/csp-report');
    const report = JSON.parse(received.body.toString('utf8'))['csp-report'];
    expect(report).toMatchObject({ 'document-uri': `${worker.origin('immo1')}/`, 'blocked-uri': 'inline' });
    await page.close();
  });
});
