import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { canonicalOf, metaOf, titleOf } from '../../../worker/test/pageHtml';
import { pageOn, pageData, jsonLdNode, breadcrumbNames } from '../../../worker/test/routePages';

describe('/irodaink', () => {
  it('lists every office of the network in Hungarian order, titled "Irodáink" and the site title, with tel: and mailto: links', async () => {
    const { status, html } = await pageOn('immo1', '/irodaink');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Irodáink | Immo1 Ingatlanhálózat');
    expect(metaOf(html, 'description')).toMatch(/^Immo1 Ingatlanhálózat: 15 iroda 9 vármegyében/);
    expect(canonicalOf(html)).toBe('http://immo1.localhost/irodaink');
    const names = (await pageData(html, 'offices')).offices.map((o) => o.name);
    expect(names).toHaveLength(15);
    // Hungarian order: "Érd" right after "Budapest …" (byte order puts it after "Szentendre").
    expect(names.indexOf('Immo1 Érd')).toBe(names.indexOf('Immo1 Budapest XIV. kerület') + 1);
    expect(names.indexOf('Immo1 Érd')).toBeLessThan(names.indexOf('Immo1 Győr'));
    expect([...names].sort()).not.toEqual(names);
    expect(html).toMatch(/href="tel:\+36\d{8,9}"/);
    expect(html).toContain('href="mailto:gyor@immo1.example"');
    expect(html).toMatch(/<h2[^>]*id="megye-8-cim"[^>]*>Győr-Moson-Sopron vármegye/);
  });

  it('writes the offices as an ItemList of RealEstateAgents and the crumbs Főoldal › Irodáink', async () => {
    const { html } = await pageOn('lakaspont', '/irodaink');
    const list = z.object({ numberOfItems: z.number(), itemListElement: z.array(z.object({ item: z.looseObject({ '@type': z.literal('RealEstateAgent'), url: z.string() }) })) }).parse(jsonLdNode(html, 'ItemList'));
    expect(list.numberOfItems).toBe(8);
    expect(list.itemListElement[0]?.item.url).toMatch(/^http:\/\/lakaspont\.localhost\/iroda\/\d+$/);
    expect(breadcrumbNames(html).map((c) => c.name)).toEqual(['Főoldal', 'Irodáink']);
  });

  it('is not found on an office site, which has no network list', async () => {
    expect((await pageOn('budapest13', '/irodaink')).status).toBe(404);
  });
});
