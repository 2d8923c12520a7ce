import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { totalWithBreakdown } from '../../../domain/search/listingCounts';
import { canonicalOf, metaOf, titleOf } from '../../../worker/test/pageHtml';
import { pageOn, pageData, fillOffice16, jsonLdNode, breadcrumbNames, agentOf } from '../../../worker/test/routePages';

describe('/iroda/{id}', () => {
  it('shows the office with its address, contacts, opening hours, agents and listings, titled by name and city', async () => {
    const { status, html } = await pageOn('immo1', '/iroda/16');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Immo1 Győr – Győr');
    expect(metaOf(html, 'og:image')).toMatch(/^http:\/\/immo1\.localhost\/share-card\/office\/16\.png\?v=[0-9a-f]{16}$/);
    expect(canonicalOf(html)).toBe('http://immo1.localhost/iroda/16');
    expect(html).toContain('9021 Győr, Baross Gábor út 15.');
    expect(html).toContain('Nyitvatartás');
    expect(html).toContain('9:00–12:00');
    const agent = await agentOf(16);
    expect(html).toContain(`href="/uzletkoto/${agent.id}"`);
    expect(html).toContain(`href="tel:${agent.phone.replace(/[^+\d]/g, '')}"`);
    const listings = await env.DB.prepare('SELECT count(*) AS n FROM properties WHERE office_id = 16').first('n');
    const data = await pageData(html, 'office');
    expect(data.properties.total).toBe(listings);
    expect(data.properties.items.length).toBe(Math.min(24, data.properties.total));
    // The heading says what the total counts: every sale status, and how many of each.
    expect(html.replace(/<!-- -->/g, '')).toContain(`Ingatlanjaink (${totalWithBreakdown(data.properties.by_sale_status)})`);
    for (const listing of data.properties.items) expect(html).toContain(`href="/ingatlan/${listing.id}"`);
  });

  it('writes the office as a RealEstateAgent with address, telephone, url and hours, and the crumbs to it', async () => {
    const { html } = await pageOn('immo1', '/iroda/16');
    const office = z
      .looseObject({
        name: z.string(),
        url: z.string(),
        telephone: z.string(),
        address: z.looseObject({ streetAddress: z.string(), postalCode: z.string(), addressLocality: z.string(), addressRegion: z.string(), addressCountry: z.string() }),
        openingHoursSpecification: z.array(z.object({ '@type': z.string(), dayOfWeek: z.string(), opens: z.string(), closes: z.string() })),
        employee: z.array(z.object({ '@type': z.literal('Person'), name: z.string(), url: z.string() })),
      })
      .parse(jsonLdNode(html, 'RealEstateAgent'));
    expect(office).toMatchObject({ name: 'Immo1 Győr', url: 'http://immo1.localhost/iroda/16', telephone: expect.stringMatching(/^\+36/) });
    expect(office.address).toEqual({ '@type': 'PostalAddress', streetAddress: 'Baross Gábor út 15.', postalCode: '9021', addressLocality: 'Győr', addressRegion: 'Győr-Moson-Sopron vármegye', addressCountry: 'HU' });
    expect(office.openingHoursSpecification).toContainEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '09:00', closes: '12:00' });
    expect(office.employee).toHaveLength(6);
    expect(breadcrumbNames(html)).toEqual([
      { name: 'Főoldal', item: 'http://immo1.localhost/' },
      { name: 'Irodáink', item: 'http://immo1.localhost/irodaink' },
      { name: 'Immo1 Győr', item: 'http://immo1.localhost/iroda/16' },
    ]);
  });

  it('pages the listings with crawlable links and its own canonical URL; a page past the last is not found', async () => {
    const listings = await fillOffice16();
    expect(listings).toBeGreaterThan(48);
    const first = await pageOn('immo1', '/iroda/16');
    expect(first.html).toContain('href="/iroda/16?page=2"');
    const second = await pageOn('immo1', '/iroda/16?page=2');
    expect(second.status).toBe(200);
    expect(canonicalOf(second.html)).toBe('http://immo1.localhost/iroda/16?page=2');
    expect(second.html).toContain('<a rel="prev" href="/iroda/16">');
    expect(second.html).toContain('<a rel="next" href="/iroda/16?page=3">');
    expect((await pageOn('immo1', `/iroda/16?page=${Math.ceil(listings / 24) + 1}`)).status).toBe(404);
    for (const page of ['0', '-1', 'x', '1.5']) expect((await pageOn('immo1', `/iroda/16?page=${page}`)).status, page).toBe(404);
  });

  it('on an office site shows its own office under Főoldal, and another office is not found', async () => {
    const own = await pageOn('budapest13', '/iroda/13');
    expect(own.status).toBe(200);
    expect(breadcrumbNames(own.html).map((c) => c.name)).toEqual(['Főoldal', 'Immo1 Budapest XIII. kerület']);
    // Office 12 is in the same network, office 21 in another.
    expect((await pageOn('budapest13', '/iroda/12')).status).toBe(404);
    expect((await pageOn('budapest13', '/iroda/21')).status).toBe(404);
  });

  it('is not found for another network\'s office or an id that is not a positive whole number', async () => {
    expect((await pageOn('immo1', '/iroda/21')).status).toBe(404);
    for (const id of ['0', '-1', '1.5', '1e3', '016', 'abc', '9999999999999999']) {
      expect((await pageOn('immo1', `/iroda/${id}`)).status, id).toBe(404);
    }
  });
});
