/**
 * Issue 28: what a shared link shows. structured-data-testing-tool's social-media preset (Facebook's and
 * X's tags) passes on every route of the four demo tenants, and every page's og:image is a PNG of
 * 1200×630 within 300 kB on the tenant's own origin, drawn by the share card worker that runs beside
 * the site's under wrangler dev.
 */
import http from 'node:http';
import { structuredDataTest, type SdttResult } from 'structured-data-testing-tool';
import { SocialMedia } from 'structured-data-testing-tool/presets';
import { describe, expect, it } from 'vitest';
import { pngSize } from '../scripts/imageSize';
import { everyDemoPage } from './harness/demoPages';
import { sharedWorker } from './harness/sharedWorker';
import { requestWithHost } from './harness/worker';

const worker = sharedWorker();

/** The raw bytes of an address on a tenant, as a social app's crawler fetches them. */
function bytesOf(url: URL): Promise<{ status: number; type: string | undefined; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: worker.port, path: `${url.pathname}${url.search}`, headers: { host: url.host, 'user-agent': 'facebookexternalhit/1.1' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`${url.href} timed out`)));
  });
}

/** The preset's failures, named; empty when it passed. */
async function presetFailures(html: string): Promise<string[]> {
  try {
    await structuredDataTest(html, { presets: [SocialMedia] });
    return [];
  } catch (error) {
    const res = (error as { res?: SdttResult }).res;
    if (!res) throw error;
    return res.failed.map((t) => `${t.test}: ${t.description}`);
  }
}

const metaContent = (html: string, key: string) => new RegExp(`<meta data-head (?:property|name)="${key.replaceAll(':', '\\:')}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&');

/** Each page of each demo tenant is a test of its own: its HTML, the preset and its card fit a test's time on a busy machine. */
const pages = await everyDemoPage(worker.port);

describe('social previews', () => {
  it.concurrent.for(pages)('pass the social-media preset on $subdomain’s $name page ($path), with a PNG card of 1200×630 on the tenant origin', async ({ subdomain, path }, { expect }) => {
    const where = `${subdomain}${path}`;
    const html = (await requestWithHost(worker.port, `${subdomain}.localhost`, path)).body;
    expect(await presetFailures(html), where).toEqual([]);
    const image = metaContent(html, 'og:image') ?? '';
    expect(new URL(image).origin, where).toBe(worker.origin(subdomain));
    expect(metaContent(html, 'og:image:type'), where).toBe('image/png');
    expect([metaContent(html, 'og:image:width'), metaContent(html, 'og:image:height')], where).toEqual(['1200', '630']);
    expect(metaContent(html, 'twitter:card'), where).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image'), where).toBe(image);
    expect(metaContent(html, 'og:image:alt'), where).toMatch(/\S/);
    // The card itself, as the social app's crawler fetches it (the worker keeps a drawn card in its cache).
    const answer = await bytesOf(new URL(image));
    expect(answer.status, `${where}: ${image}`).toBe(200);
    expect(answer.type).toBe('image/png');
    expect(pngSize(answer.bytes), image).toEqual({ width: 1200, height: 630 });
    expect(answer.bytes.byteLength, image).toBeLessThanOrEqual(300_000);
  });

  it('finds a page without the X tags: the preset can fail', async () => {
    const html = (await requestWithHost(worker.port, 'immo1.localhost', '/')).body.replace(/<meta data-head name="twitter:[^>]*>/g, '');
    expect(await presetFailures(html)).toEqual(expect.arrayContaining([expect.stringContaining('twitter:card')]));
  });
});
