/**
 * A page that is not in the HTML cache (pageRoutes.ts): rendered once when nothing is left to stream, the
 * visitor's bytes then being what the cache stores; rendered again for the cache only when the visitor got
 * the page streamed because its late part (similar listings) was still loading. Runs in CMS_API_ORIGIN mode
 * against the fake CMS on loopback, which answers one call late on purpose to decide which came first.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import * as renderModule from '../render/renderPage';
import { firstRow } from '../../backOffice/test/testCms';
import { breakFakeCms, recordTenant, resetFakeCms, upstreamBindings } from '../test/fakeCms';
import { titleOf } from '../test/pageHtml';
import { callWorker, callWorkerSettled } from '../test/tenantRequest';

const host = 'immo1.localhost';
const placeholder = 'Hasonló ingatlanok betöltése';

/** A listing of immo1 with similar listings, and its page's path. */
async function listingWithSimilar() {
  const listing = await firstRow(
    `SELECT p.id, p.name FROM properties p WHERE p.franchise_id = 1 AND p.property_type = 1 AND p.district_id IS NOT NULL
       AND EXISTS (SELECT 1 FROM properties s WHERE s.id != p.id AND s.franchise_id = 1 AND s.district_id = p.district_id AND s.property_type = p.property_type
         AND s.sale_status = p.sale_status AND s.price BETWEEN p.price * 0.75 AND p.price * 1.25)
     ORDER BY p.id LIMIT 1`,
    z.object({ id: z.number(), name: z.string() }),
  );
  return { ...listing, path: `/ingatlan/${listing.id}` };
}

/** The body with the nonce of its response blanked, to compare two responses of one page. */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

/** A miss for `path`: the visitor's body, X-Cache, and how many times the page was rendered (background store included). */
async function miss(path: string, bindings: Cloudflare.Env) {
  const renders = vi.spyOn(renderModule, 'renderPage');
  const { response, settled } = await callWorker(host, path, undefined, bindings);
  const body = await response.text();
  await settled;
  return { body, cache: response.headers.get('x-cache'), renders: renders.mock.calls.length };
}

beforeEach(resetFakeCms);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a page cache miss', () => {
  it('renders a page whose late part loaded with it once, complete, and stores the bytes the visitor got', async () => {
    const listing = await listingWithSimilar();
    await recordTenant('immo1', [listing.path]);
    // The listing answers late: its similar listings have arrived by the time the page's loader is done.
    await breakFakeCms([{ path: `^/api/cms/properties/${listing.id}(\\?|$)`, fault: 'slow', delayMs: 300 }]);
    const bindings = upstreamBindings();
    const first = await miss(listing.path, bindings);
    expect(first.cache).toBe('MISS');
    expect(first.renders).toBe(1);
    expect(first.body).toContain('data-similar-listings=""');
    expect(first.body).not.toContain(placeholder);
    const hit = await callWorkerSettled(host, listing.path, undefined, bindings);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(withoutNonce(await hit.text())).toBe(withoutNonce(first.body));
  });

  it('renders a page without a late part once, and stores the bytes the visitor got', async () => {
    await recordTenant('immo1', ['/irodaink']);
    const bindings = upstreamBindings();
    const first = await miss('/irodaink', bindings);
    expect([first.cache, first.renders]).toEqual(['MISS', 1]);
    const hit = await callWorkerSettled(host, '/irodaink', undefined, bindings);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(withoutNonce(await hit.text())).toBe(withoutNonce(first.body));
  });

  it('streams a page whose late part is still loading to the visitor, and renders the complete copy again for the cache', async () => {
    const listing = await listingWithSimilar();
    await recordTenant('immo1', [listing.path]);
    await breakFakeCms([{ path: `^/api/cms/properties/${listing.id}/similar`, fault: 'slow', delayMs: 500 }]);
    const bindings = upstreamBindings();
    const first = await miss(listing.path, bindings);
    expect(first.cache).toBe('MISS');
    // The visitor's page showed the placeholder first; the part followed in the same response.
    expect(first.body).toContain(placeholder);
    expect(first.body).toContain('data-similar-listings=""');
    expect(first.renders).toBe(2);
    const hit = await callWorkerSettled(host, listing.path, undefined, bindings);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    const stored = await hit.text();
    expect(titleOf(stored)).toBe(listing.name);
    expect(stored).toContain('data-similar-listings=""');
    expect(stored).not.toContain(placeholder);
  });
});
