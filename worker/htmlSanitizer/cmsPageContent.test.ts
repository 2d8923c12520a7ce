import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cmsPageHtmlMaxLength } from '../../domain/cms/cmsPageHtml';
import { stateOf } from '../test/pageHtml';
import { callWorkerSettled } from '../test/tenantRequest';
import { bypassHeader } from '../htmlCache/operatorBypass';
import { generatedMarkup, generatedMarkupSeed } from './testing/xssPayloads';
import { maxOutputDepth } from './treeBuilder';


/** Stores `html` as immo1's CMS page 1 (its "Rólunk" page). */
async function storePage(html: string): Promise<void> {
  await env.DB.prepare('UPDATE cms_pages SET content_html = ? WHERE id = 1').bind(html).run();
}

const bypassToken = 'operator-secret-0123456789';

describe('a CMS page whose HTML the sanitizer cannot read', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers 503 with the site shell for HTML over the size cap: the CMS answer schema refuses it before the sanitizer, as for an upstream, and logs why', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await storePage(`<p>${'<b>'.repeat(cmsPageHtmlMaxLength / 3)}</p>`);
    const res = await callWorkerSettled('immo1.localhost', '/oldal/1');
    const html = await res.text();
    expect(res.status).toBe(503);
    expect(html).toContain('Az oldal átmenetileg nem érhető el');
    expect(html).not.toContain('<b>');
    expect((await stateOf(html)).page.outcome).toMatchObject({ kind: 'unavailable', routeId: 'cmsPage' });
    expect(errors.mock.calls.flat().join(' ')).toContain('content_html');
  });

  it('renders content nested far deeper than the cap, up to the cap', async () => {
    await storePage(`${'<b>'.repeat(7_000)}mély`);
    const res = await callWorkerSettled('immo1.localhost', '/oldal/1');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`${'<b>'.repeat(maxOutputDepth)}mély${'</b>'.repeat(maxOutputDepth)}`);
  });
});

describe('CMS pages with generated deep and wide content', () => {
  /** Runs of generated markup repeated up to 3,000 times: deep where their tags stay open, wide where they close. */
  const deepAndWide = fc
    .array(fc.tuple(generatedMarkup, fc.integer({ min: 1, max: 3_000 })), { minLength: 1, maxLength: 4 })
    .map((segments) => segments.map(([markup, times]) => markup.repeat(times)).join('').slice(0, 300_000));

  it('answers every page, as HTML and as navigation JSON, with 200: never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(deepAndWide, async (html) => {
        await storePage(html);
        // Past the HTML cache (a made-up query is a 301 now): the page is rendered from the content just stored.
        const path = '/oldal/1';
        const bypass = { headers: { [bypassHeader]: bypassToken } };
        const bindings = { ...env, EDGE_CACHE_BYPASS_TOKEN: bypassToken };
        const page = await callWorkerSettled('immo1.localhost', path, bypass, bindings);
        const json = await callWorkerSettled('immo1.localhost', `/api/site/page?path=${encodeURIComponent(path)}`, bypass, bindings);
        expect([page.status, json.status], html.slice(0, 80)).toEqual([200, 200]);
      }),
      { seed: generatedMarkupSeed, numRuns: 40 },
    );
  }, 120_000);
});
