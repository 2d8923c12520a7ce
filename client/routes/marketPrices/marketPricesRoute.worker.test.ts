import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { minListings } from '../../../domain/marketStatistics/statistics';
import { cms } from '../../../backOffice/test/testCms';
import { sqlMedian } from '../../../worker/test/sqlMedian';
import { canonicalOf, metaOf, titleOf } from '../../../worker/test/pageHtml';
import { breadcrumbNames, jsonLdNode, pageData, pageOn } from '../../../worker/test/routePages';

const groupOf = async (html: string, key: string) => (await pageData(html, 'marketPrices')).groups.find((g) => g.key === key);

describe('/ingatlanarak and /ingatlanarak/{place}', () => {
  it('shows the scope’s median asking price per m² by group, equal to the same figure computed in SQL', async () => {
    const { status, html } = await pageOn('immo1', '/ingatlanarak');
    expect(status).toBe(200);
    for (const [key, status_, type] of [['flat-sale', 0, 1], ['house-sale', 0, 2], ['flat-rent', 1, 1]] as const) {
      const expected = await sqlMedian('franchise_id = 1 AND sale_status = ? AND property_type = ?', status_, type);
      const group = await groupOf(html, key);
      expect({ key, count: group?.count }).toEqual({ key, count: expected.n });
      expect({ key, median: group?.median }).toEqual({ key, median: expected.n >= minListings ? expected.median : null });
    }
    const flat = await groupOf(html, 'flat-sale');
    expect(flat?.median).not.toBeNull();
    expect(html).toContain('data-median=""');
    expect(flat?.histogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(flat?.count);
    expect(flat?.trend).toHaveLength(12);
  });

  it('has its own head: title, a description with the median, canonical, Open Graph and a Dataset in JSON-LD', async () => {
    const { html } = await pageOn('immo1', '/ingatlanarak/budapest');
    expect(titleOf(html)).toBe('Ingatlanárak: Budapest | Immo1 Ingatlanhálózat');
    expect(canonicalOf(html)).toBe('http://immo1.localhost/ingatlanarak/budapest');
    expect(metaOf(html, 'og:title')).toBe('Ingatlanárak: Budapest | Immo1 Ingatlanhálózat');
    const flat = await groupOf(html, 'flat-sale');
    const expected = await sqlMedian('franchise_id = 1 AND sale_status = 0 AND property_type = 1 AND city_id = 1');
    expect(flat?.median).toBe(expected.median);
    expect(metaOf(html, 'description')).toMatch(/^Budapest: hirdetett négyzetméterárak mediánja, \d+ hirdetés alapján\. eladó lakások: \d{1,3}(\u00a0\d{3})* ezer Ft\/m²/);
    expect(metaOf(html, 'robots')).not.toBe('noindex');
    const dataset = z
      .object({ name: z.string(), url: z.string(), variableMeasured: z.array(z.looseObject({ name: z.string(), value: z.number(), unitText: z.string() })) })
      .parse(jsonLdNode(html, 'Dataset'));
    expect(dataset.url).toBe('http://immo1.localhost/ingatlanarak/budapest');
    expect(dataset.variableMeasured).toContainEqual({ '@type': 'PropertyValue', name: 'Eladó lakások: hirdetett négyzetméterár mediánja', value: expected.median, unitText: 'Ft/m²' });
    expect(breadcrumbNames(html).map((c) => c.name)).toEqual(['Főoldal', 'Ingatlanárak', 'Budapest']);
  });

  it('draws the Budapest district map with a link per district, the value written in it', async () => {
    // The test data is small: give district XIII enough flats for sale for a figure.
    await env.DB.prepare(
      'UPDATE properties SET county_id = 1, city_id = 1, district_id = 13, neighbourhood_id = NULL WHERE id IN (SELECT id FROM properties WHERE franchise_id = 1 AND sale_status = 0 AND property_type = 1 ORDER BY id LIMIT ?)',
    )
      .bind(minListings)
      .run();
    const { html } = await pageOn('immo1', '/ingatlanarak');
    expect(html).toContain('data-tile-map="kerulet-terkep"');
    const data = await pageData(html, 'marketPrices');
    expect(data.districts.length).toBeGreaterThan(0);
    for (const district of data.districts) expect(html).toContain(`href="/ingatlanarak/${district.slug}"`);
    const xiii = data.districts.find((d) => d.id === 13);
    expect(xiii?.median).toBe((await sqlMedian('franchise_id = 1 AND sale_status = 0 AND property_type = 1 AND district_id = 13')).median);
    // Named by its title (the full name and value), the value written in the tile too.
    expect(html).toMatch(/<a href="\/ingatlanarak\/budapest-xiii-kerulet"[^>]*><title>Budapest XIII\. kerület: \d{1,3}(\u00a0\d{3})* ezer Ft\/m²<\/title>.*?>XIII\.<\/text>.*?>\d{1,3}(\u00a0\d{3})*<\/text>/);
  });

  it('links into the search with the place and group chosen', async () => {
    const { html } = await pageOn('immo1', '/ingatlanarak/budapest');
    expect(html.replaceAll('&amp;', '&')).toContain('href="/kereses?places=city:1&property_types=1&sale_status=0"');
  });

  it('counts only an office site’s own listings', async () => {
    const { html } = await pageOn('budapest13', '/ingatlanarak');
    const data = await pageData(html, 'marketPrices');
    const own = z.object({ n: z.number() }).parse(
      await env.DB.prepare('SELECT count(*) AS n FROM properties WHERE office_id = 13 AND sale_status IN (0, 1) AND property_type IN (1, 2, 3) AND price_per_m2 IS NOT NULL').first(),
    );
    expect(data.listing_count).toBe(own.n);
    const flat = data.groups.find((g) => g.key === 'flat-sale');
    expect(flat?.count).toBe((await sqlMedian('office_id = 13 AND sale_status = 0 AND property_type = 1')).n);
  });

  it('says a place has too few listings instead of showing a figure, states the minimum, and is not indexed', async () => {
    // Fejér: a few of immo1's listings, in no group as many as the minimum.
    const { status, html } = await pageOn('immo1', '/ingatlanarak/fejer-varmegye');
    expect(status).toBe(200);
    const data = await pageData(html, 'marketPrices');
    expect(data.groups.every((g) => g.count < minListings && g.median === null)).toBe(true);
    expect(html).not.toContain('data-median=""');
    expect(html).toContain(`legalább ${minListings}`);
    expect(metaOf(html, 'robots')).toBe('noindex');
  });

  it('has no page for a place where the site has no listing (Zala: none of immo1’s)', async () => {
    expect((await pageOn('immo1', '/ingatlanarak/zala-varmegye')).status).toBe(404);
  });

  it('has a page for a Budapest district, a city and a county, under the places they lie in', async () => {
    const pages = [
      ['/ingatlanarak/budapest-xiii-kerulet', ['Főoldal', 'Ingatlanárak', 'Budapest', 'Budapest XIII. kerület']],
      ['/ingatlanarak/gyor', ['Főoldal', 'Ingatlanárak', 'Győr-Moson-Sopron vármegye', 'Győr']],
      ['/ingatlanarak/pest-varmegye', ['Főoldal', 'Ingatlanárak', 'Pest vármegye']],
    ] as const;
    for (const [path, crumbs] of pages) {
      const { status, html } = await pageOn('immo1', path);
      expect(status, path).toBe(200);
      expect(breadcrumbNames(html).map((c) => c.name)).toEqual(crumbs);
      expect(canonicalOf(html)).toBe(`http://immo1.localhost${path}`);
    }
    const county = await pageData((await pageOn('immo1', '/ingatlanarak/pest-varmegye')).html, 'marketPrices');
    expect(county.groups.find((g) => g.key === 'flat-sale')?.count).toBe((await sqlMedian('franchise_id = 1 AND sale_status = 0 AND property_type = 1 AND county_id = 13')).n);
  });

  it('is not found for a place no slug names, or an address that is no slug', async () => {
    for (const path of ['/ingatlanarak/nincs-ilyen-hely', '/ingatlanarak/budapest-xiii', '/ingatlanarak/budapest-xxx-kerulet', '/ingatlanarak/Gyor', '/ingatlanarak/gy--or', `/ingatlanarak/${'a'.repeat(81)}`, '/ingatlanarak/budapest/x']) {
      expect((await pageOn('immo1', path)).status, path).toBe(404);
    }
  });

  it('CMS: refuses a malformed place naming the field, and answers 404 for an unknown unit', async () => {
    const bad = await cms('/api/cms/market-prices?unit_type=franchise&franchise_id=1&place=G%C3%B6d');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('place');
    expect((await cms('/api/cms/market-prices?unit_type=franchise&franchise_id=999')).status).toBe(404);
  });
});
