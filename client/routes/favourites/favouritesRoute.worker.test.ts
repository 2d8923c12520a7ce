import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { favouritesAnswerSchema } from '../../../domain/favourites/favouritesAnswer';
import { metaOf, titleOf } from '../../../worker/test/pageHtml';
import { pageData, pageOn } from '../../../worker/test/routePages';
import { callWorkerSettled } from '../../../worker/test/tenantRequest';

const idsOf = async (sql: string) => z.array(z.object({ id: z.number() })).parse((await env.DB.prepare(sql).all()).results).map((row) => row.id);

async function favourites(subdomain: string, query: string) {
  const res = await callWorkerSettled(`${subdomain}.localhost`, `/api/site/favourites${query}`);
  return { status: res.status, headers: res.headers, body: await res.json() };
}

describe('/kedvencek', () => {
  it('is one cached document for everyone: no list in it, not indexed, the hearts of the list filled in the browser', async () => {
    const { status, html } = await pageOn('immo1', '/kedvencek');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Kedvencek | Immo1 Ingatlanhálózat');
    expect(metaOf(html, 'robots')).toBe('noindex');
    expect(await pageData(html, 'favourites')).toEqual({ sharedIds: null });
    expect(html).toContain('Kedvencek betöltése…');
    // The header's link is in the server's HTML, its count's room reserved (filled after hydration).
    expect(html).toMatch(/<a[^>]*aria-label="Kedvencek" href="\/kedvencek"/);
    expect(html).toContain('data-favourites-count=""');
  });

  it('gives a shared list (?ids=…) its own Open Graph title naming how many listings it holds', async () => {
    const { status, html } = await pageOn('immo1', '/kedvencek?ids=5,3,9');
    expect(status).toBe(200);
    expect(await pageData(html, 'favourites')).toEqual({ sharedIds: [5, 3, 9] });
    expect(metaOf(html, 'og:title')).toBe('3 kedvenc ingatlan, megosztva – Immo1 Ingatlanhálózat');
    expect(titleOf(html)).toBe('Megosztott kedvencek | Immo1 Ingatlanhálózat');
    expect(metaOf(html, 'robots')).toBe('noindex');
  });

  it.each(['ids=', 'ids=1e3', 'ids=1,x', `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`])('answers a malformed share link (%s) with the not-found view', async (query) => {
    expect((await pageOn('immo1', `/kedvencek?${query}`)).status).toBe(404);
  });
});

describe('GET /api/site/favourites', () => {
  it('answers the cards of the ids asked, in their order, with their current price and status, and names those the site no longer shows', async () => {
    const [first, second] = await idsOf('SELECT id FROM properties WHERE franchise_id = 1 ORDER BY id LIMIT 2');
    await env.DB.prepare('UPDATE properties SET price = 12345678 WHERE id = ?').bind(second).run();
    const gone = 99_999_999;
    const { status, headers, body } = await favourites('immo1', `?ids=${second},${gone},${first}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=60');
    const { data } = favouritesAnswerSchema.parse(body);
    expect(data.listings.map((l) => l.id)).toEqual([second, first]);
    expect(data.listings[0]?.price).toBe(12_345_678);
    expect(data.listings[0]?.sale_status.label).toMatch(/^(Eladó|Kiadó)/);
    expect(data.missing).toEqual([gone]);
  });

  it('shows an office site only its own office’s listings: another office’s are missing, not leaked', async () => {
    const [own] = await idsOf('SELECT id FROM properties WHERE office_id = 13 ORDER BY id LIMIT 1');
    const [other] = await idsOf('SELECT id FROM properties WHERE office_id != 13 ORDER BY id LIMIT 1');
    const { data } = favouritesAnswerSchema.parse((await favourites('budapest13', `?ids=${own},${other}`)).body);
    expect(data.listings.map((l) => l.id)).toEqual([own]);
    expect(data.missing).toEqual([other]);
  });

  it('answers no ids with an empty list, and a malformed or overlong list with a 400 naming `ids` in Hungarian', async () => {
    expect((await favourites('immo1', '')).body).toEqual({ data: { listings: [], missing: [] } });
    for (const query of ['?ids=1e3', '?ids=1,,2', `?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, `?ids=${'1'.repeat(5000)}`]) {
      const { status, body } = await favourites('immo1', query);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ fields: [{ field: 'ids' }] });
      expect(JSON.stringify(body)).toMatch(/azonosító/);
    }
  });

  it('takes only GET: a POST is 405 with Allow', async () => {
    const res = await callWorkerSettled('immo1.localhost', '/api/site/favourites?ids=1', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
