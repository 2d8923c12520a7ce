import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { firstRow, rows } from '../../../backOffice/test/testCms';
import { renderPagesAfresh } from '../../../worker/test/pageCache';
import { canonicalOf, metaOf, stateOf, titleOf } from '../../../worker/test/pageHtml';
import { callWorkerSettled } from '../../../worker/test/tenantRequest';

const page = (path: string, host = 'immo1.localhost') => callWorkerSettled(host, path);

const offMarketRow = z.object({
  id: z.number(),
  name: z.string(),
  franchise_id: z.number(),
  sale_status: z.number(),
  property_type: z.number(),
  city_id: z.number(),
  district_id: z.number().nullable(),
});

/** A listing of franchise 1 that left the market for `status`, with offered listings of its place, type and sale status. */
const offMarket = (status: 'sold' | 'withdrawn') =>
  firstRow(
    `SELECT o.id, o.name, o.franchise_id, o.sale_status, o.property_type, o.city_id, o.district_id FROM off_market_listings o
     WHERE o.status = ? AND o.franchise_id = 1 AND EXISTS (
       SELECT 1 FROM properties p WHERE p.franchise_id = 1 AND p.sale_status = o.sale_status AND p.property_type = o.property_type
         AND (CASE WHEN o.district_id IS NULL THEN p.city_id = o.city_id ELSE p.district_id = o.district_id END))
     ORDER BY o.id LIMIT 1`,
    offMarketRow,
    status,
  );

/** The offered listings its page should suggest: its district or city, type and sale status, franchise 1. */
const similarIds = async (listing: z.infer<typeof offMarketRow>) =>
  (
    await rows(
      `SELECT id FROM properties WHERE franchise_id = 1 AND sale_status = ? AND property_type = ? AND ${listing.district_id === null ? 'city_id = ?' : 'district_id = ?'}`,
      z.object({ id: z.number() }),
      listing.sale_status,
      listing.property_type,
      listing.district_id ?? listing.city_id,
    )
  ).map((r) => r.id);

const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('GET /ingatlan/{id}: a listing sold or withdrawn', () => {
  it('answers 410 saying the listing was sold, not indexed, kept as briefly as a 404', async () => {
    const listing = await offMarket('sold');
    const res = await page(`/ingatlan/${listing.id}`);
    expect(res.status).toBe(410);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const html = text(await res.text());
    expect(titleOf(html)).toBe('Ez az ingatlan már nem elérhető | Immo1 Ingatlanhálózat');
    expect(html).toMatch(/<h1[^>]*>Ez az ingatlan már nem elérhető<\/h1>/);
    expect(html).toContain('Az ingatlant eladták.');
    expect(html).toContain(listing.name);
    expect(metaOf(html, 'robots')).toBe('noindex');
    expect(canonicalOf(html)).toBeUndefined();
    expect(html).not.toContain('Az oldal nem található');
  });

  it('says a withdrawn listing’s advertisement was withdrawn', async () => {
    const listing = await offMarket('withdrawn');
    const res = await page(`/ingatlan/${listing.id}`);
    expect(res.status).toBe(410);
    expect(text(await res.text())).toContain('A hirdetést visszavonták.');
  });

  it('offers the offered listings of its place, type and sale status, and the search of that place for them', async () => {
    const listing = await offMarket('sold');
    const expected = await similarIds(listing);
    const html = text(await (await page(`/ingatlan/${listing.id}`)).text());
    const similar = /<ul[^>]*data-similar-listings=""[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    const linked = [...new Set([...similar.matchAll(/href="\/ingatlan\/(\d+)"/g)].map((m) => Number(m[1])))];
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.length).toBeLessThanOrEqual(8);
    for (const id of linked) expect(expected).toContain(id);
    expect(linked).not.toContain(listing.id);
    const place = listing.district_id === null ? `city:${listing.city_id}` : `district:${listing.district_id}`;
    const search = `/kereses?places=${place}&amp;sale_status=${listing.sale_status}&amp;property_types=${listing.property_type}`;
    expect(html).toMatch(new RegExp(`<a[^>]* href="${search.replace(/[?]/g, '\\?')}"[^>]*>[^<]+ keresése itt: [^<]+</a>`));
    // The search link leads to a search page, not a redirect.
    expect((await page(search.replaceAll('&amp;', '&'))).status).toBe(200);
  });

  it('answers the same 410 in the page JSON of client-side navigation, the listing checked by its schema', async () => {
    const listing = await offMarket('sold');
    const res = await page(`/api/site/page?path=${encodeURIComponent(`/ingatlan/${listing.id}`)}`);
    expect(res.status).toBe(410);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const body = z
      .object({ outcome: z.object({ kind: z.literal('gone'), routeId: z.literal('property'), listing: z.object({ id: z.number(), status: z.literal('sold') }) }) })
      .parse(await res.json());
    expect(body.outcome.listing.id).toBe(listing.id);
    const state = await stateOf(await (await page(`/ingatlan/${listing.id}`)).text());
    expect(state.page.outcome.kind).toBe('gone');
  });

  it('answers 404 for an id that never existed, and for a listing that left another network', async () => {
    const { last } = await firstRow('SELECT max(id) AS last FROM off_market_listings', z.object({ last: z.number() }));
    const never = await page(`/ingatlan/${last + 1}`);
    expect(never.status).toBe(404);
    expect(text(await never.text())).toContain('Az oldal nem található');
    const { id } = await firstRow('SELECT id FROM off_market_listings WHERE franchise_id != 1 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
    expect((await page(`/ingatlan/${id}`)).status).toBe(404);
    expect((await page(`/api/site/page?path=${encodeURIComponent(`/ingatlan/${last + 1}`)}`)).status).toBe(404);
  });

  it('is a listing page again once the CMS offers it again', async () => {
    const listing = await offMarket('sold');
    const source = await firstRow('SELECT id FROM properties WHERE franchise_id = 1 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
    // Offered again under its id: the row is copied from an offered one, the trigger drops the off-market row.
    const columns = (await env.DB.prepare("SELECT name FROM pragma_table_info('properties') WHERE name NOT IN ('id', 'price_per_m2')").all<{ name: string }>()).results.map((r) => r.name);
    await env.DB.prepare(`INSERT INTO properties (id, ${columns.join(', ')}) SELECT ?, ${columns.join(', ')} FROM properties WHERE id = ?`).bind(listing.id, source.id).run();
    await renderPagesAfresh();
    expect(await env.DB.prepare('SELECT id FROM off_market_listings WHERE id = ?').bind(listing.id).first()).toBeNull();
    expect((await page(`/ingatlan/${listing.id}`)).status).toBe(200);
  });

  it('is left out of the listings’ sitemap', async () => {
    const listing = await offMarket('sold');
    const xml = await (await page('/sitemap-listings-1.xml')).text();
    expect(xml).toContain('/ingatlan/');
    expect(xml).not.toContain(`/ingatlan/${listing.id}<`);
  });
});
