/**
 * Issue 14: every route's HTML as the server sends it, to a browser and to a crawler, passes the Nu Html
 * Checker with no error, on the four demo tenants, with the error view. One JVM run for all documents.
 */
import { describe, expect, it } from 'vitest';
import { everyDemoPage } from './harness/demoPages';
import { type HtmlDocument, htmlErrors } from './harness/nuHtmlChecker';
import { sharedWorker } from './harness/sharedWorker';
import { requestWithHost } from './harness/worker';

const worker = sharedWorker();

const agents = {
  browser: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36',
  // isbot: the whole page at once (React's allReady), no streamed-in parts.
  crawler: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
} as const;

/** A document with an error, checked in the same run, so a clean result means something. */
const broken: HtmlDocument = { name: 'broken', html: '<!doctype html><html lang="hu"><head><title>x</title></head><body><p><div></p></body></html>' };

describe('the Nu Html Checker', () => {
  it('finds no error in the HTML of any route of the four demo tenants, nor of the error view', async () => {
    const targets = [...(await everyDemoPage(worker.port)), { subdomain: 'nincs-ilyen-iroda', name: 'errorView', path: '/' }];
    const documents: HtmlDocument[] = [];
    for (const { subdomain, name, path } of targets) {
      for (const [agent, userAgent] of Object.entries(agents)) {
        const response = await requestWithHost(worker.port, `${subdomain}.localhost`, path, { headers: { 'user-agent': userAgent } });
        expect(response.headers['content-type'], `${subdomain}${path}`).toMatch(/^text\/html/);
        documents.push({ name: `${subdomain}-${name}-${agent}`, html: response.body });
      }
    }
    expect(documents.length).toBe(targets.length * 2);
    const errors = await htmlErrors([...documents, broken]);
    expect(errors.filter((e) => e.startsWith('broken:')).length).toBeGreaterThan(0);
    expect(errors.filter((e) => !e.startsWith('broken:'))).toEqual([]);
  });
});
