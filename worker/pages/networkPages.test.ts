import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { type RouteData, type RouteId, routes } from '../../client/routes/routeTable';
import { canonicalOf, jsonLdOf, metaOf, stateOf, titleOf } from '../test/pageHtml';
import { callWorkerSettled } from '../test/tenantRequest';

/** A page's status and HTML on a tenant host. */
async function get(subdomain: string, path: string) {
  const res = await callWorkerSettled(`${subdomain}.localhost`, path);
  return { status: res.status, html: await res.text() };
}

/** The page's data, checked with the route's schema (as the browser checks it); fails when another route answered. */
async function pageData<K extends RouteId>(html: string, routeId: K): Promise<RouteData<K>> {
  const { outcome } = (await stateOf(html)).page;
  if (outcome.kind !== 'route' || outcome.routeId !== routeId) throw new Error(`not a ${routeId} page: ${JSON.stringify(outcome).slice(0, 80)}`);
  return z.parse(await routes[routeId].dataSchema(), outcome.data);
}

/** Gives office 16 (Győr) every listing of its network, so it has several pages (the test data is small). */
async function fillOffice16() {
  await env.DB.prepare('UPDATE properties SET office_id = 16, agent_id = NULL WHERE franchise_id = 1').run();
  return z.number().parse(await env.DB.prepare('SELECT count(*) AS n FROM properties WHERE office_id = 16').first('n'));
}

const graphSchema = z.object({ '@context': z.literal('https://schema.org'), '@graph': z.array(z.looseObject({ '@type': z.string() })) });

/** The nodes of the page's JSON-LD graph by type. */
function jsonLdNode(html: string, type: string) {
  const [block] = jsonLdOf(html);
  return graphSchema.parse(block)['@graph'].find((node) => node['@type'] === type);
}

const breadcrumbNames = (html: string) =>
  z.object({ itemListElement: z.array(z.object({ name: z.string(), item: z.string() })) }).parse(jsonLdNode(html, 'BreadcrumbList')).itemListElement;

const decode = (text: string | undefined) => text?.replaceAll('&amp;', '&');

async function agentOf(officeId: number) {
  return z.object({ id: z.number(), fullname: z.string(), phone: z.string() }).parse(
    await env.DB.prepare('SELECT id, fullname, phone FROM sales_agents WHERE office_id = ? ORDER BY id LIMIT 1').bind(officeId).first(),
  );
}

describe('/irodaink', () => {
  it('lists every office of the network in Hungarian order, titled "Irodáink" and the site title, with tel: and mailto: links', async () => {
    const { status, html } = await get('immo1', '/irodaink');
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
    const { html } = await get('lakaspont', '/irodaink');
    const list = z.object({ numberOfItems: z.number(), itemListElement: z.array(z.object({ item: z.looseObject({ '@type': z.literal('RealEstateAgent'), url: z.string() }) })) }).parse(jsonLdNode(html, 'ItemList'));
    expect(list.numberOfItems).toBe(8);
    expect(list.itemListElement[0]?.item.url).toMatch(/^http:\/\/lakaspont\.localhost\/iroda\/\d+$/);
    expect(breadcrumbNames(html).map((c) => c.name)).toEqual(['Főoldal', 'Irodáink']);
  });

  it('is not found on an office site, which has no network list', async () => {
    expect((await get('budapest13', '/irodaink')).status).toBe(404);
  });
});

describe('/iroda/{id}', () => {
  it('shows the office with its address, contacts, opening hours, agents and listings, titled by name and city', async () => {
    const { status, html } = await get('immo1', '/iroda/16');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Immo1 Győr - Győr');
    expect(metaOf(html, 'og:image')).toMatch(/^http:\/\/immo1\.localhost\/media\/cover\.svg\?/);
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
    for (const listing of data.properties.items) expect(html).toContain(`href="/ingatlan/${listing.id}"`);
  });

  it('writes the office as a RealEstateAgent with address, telephone, url and hours, and the crumbs to it', async () => {
    const { html } = await get('immo1', '/iroda/16');
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
    const first = await get('immo1', '/iroda/16');
    expect(first.html).toContain('href="/iroda/16?page=2"');
    const second = await get('immo1', '/iroda/16?page=2');
    expect(second.status).toBe(200);
    expect(canonicalOf(second.html)).toBe('http://immo1.localhost/iroda/16?page=2');
    expect(second.html).toContain('<a rel="prev" href="/iroda/16">');
    expect(second.html).toContain('<a rel="next" href="/iroda/16?page=3">');
    expect((await get('immo1', `/iroda/16?page=${Math.ceil(listings / 24) + 1}`)).status).toBe(404);
    for (const page of ['0', '-1', 'x', '1.5']) expect((await get('immo1', `/iroda/16?page=${page}`)).status, page).toBe(404);
  });

  it('on an office site shows its own office under Főoldal, and another office is not found', async () => {
    const own = await get('budapest13', '/iroda/13');
    expect(own.status).toBe(200);
    expect(breadcrumbNames(own.html).map((c) => c.name)).toEqual(['Főoldal', 'Immo1 Budapest XIII. kerület']);
    // Office 12 is in the same network, office 21 in another.
    expect((await get('budapest13', '/iroda/12')).status).toBe(404);
    expect((await get('budapest13', '/iroda/21')).status).toBe(404);
  });

  it('is not found for another network\'s office or an id that is not a positive whole number', async () => {
    expect((await get('immo1', '/iroda/21')).status).toBe(404);
    for (const id of ['0', '-1', '1.5', '1e3', '016', 'abc', '9999999999999999']) {
      expect((await get('immo1', `/iroda/${id}`)).status, id).toBe(404);
    }
  });
});

describe('/uzletkoto/{id}', () => {
  it('shows the agent with photo, introduction, phone, e-mail, office and listings, titled by the full name, shared with the banner', async () => {
    const agent = await agentOf(16);
    const { status, html } = await get('immo1', `/uzletkoto/${agent.id}`);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(agent.fullname);
    expect(metaOf(html, 'og:type')).toBe('profile');
    expect(decode(metaOf(html, 'og:image'))).toBe(`http://immo1.localhost/media/cover.svg?seed=agent-${agent.id}&color=0b3d5c&accent=b79267`);
    expect(html).toContain(`href="tel:${agent.phone.replace(/[^+\d]/g, '')}"`);
    expect(html).toMatch(/href="mailto:[^"]+@immo1\.example"/);
    expect(html).toContain('href="/iroda/16"');
    expect(html).toContain(`src="/media/person.svg?seed=${agent.id}"`);
    const { sales_man_profile: profile } = await pageData(html, 'agent');
    expect(profile.introduction).toBeTruthy();
    expect(html).toContain(profile.introduction ?? '');
  });

  it('writes the agent as a Person working for the office, and the crumbs Főoldal › Irodáink › office › agent', async () => {
    const agent = await agentOf(16);
    const { html } = await get('immo1', `/uzletkoto/${agent.id}`);
    const person = z
      .looseObject({ name: z.string(), telephone: z.string(), image: z.string(), url: z.string(), worksFor: z.looseObject({ '@type': z.literal('RealEstateAgent'), name: z.string(), url: z.string() }) })
      .parse(jsonLdNode(html, 'Person'));
    expect(person).toMatchObject({ name: agent.fullname, telephone: agent.phone, image: `http://immo1.localhost/media/person.svg?seed=${agent.id}` });
    expect(person.worksFor).toMatchObject({ name: 'Immo1 Győr', url: 'http://immo1.localhost/iroda/16' });
    expect(breadcrumbNames(html).map((c) => c.name)).toEqual(['Főoldal', 'Irodáink', 'Immo1 Győr', agent.fullname]);
  });

  it('keeps CMS text from breaking out of the JSON-LD script', async () => {
    const agent = await agentOf(16);
    const hostile = 'Bemutatkozás </script><script>alert(1)</script> <!-- vége';
    await env.DB.prepare('UPDATE sales_man_profiles SET introduction = ? WHERE agent_id = ?').bind(hostile, agent.id).run();
    const { html } = await get('immo1', `/uzletkoto/${agent.id}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(z.looseObject({ description: z.string() }).parse(jsonLdNode(html, 'Person')).description).toBe(hostile);
  });

  it('is not found for another office\'s agent on an office site, another network\'s agent, or a malformed id', async () => {
    const own = await agentOf(13);
    const sameNetwork = await agentOf(12);
    const otherNetwork = await agentOf(21);
    expect((await get('budapest13', `/uzletkoto/${own.id}`)).status).toBe(200);
    expect((await get('budapest13', `/uzletkoto/${sameNetwork.id}`)).status).toBe(404);
    expect((await get('immo1', `/uzletkoto/${otherNetwork.id}`)).status).toBe(404);
    for (const id of ['0', '-5', '12a', '1e2']) expect((await get('immo1', `/uzletkoto/${id}`)).status, id).toBe(404);
  });
});

describe('/ingatlan/{id} scoping', () => {
  it('is not found for another office\'s listing on an office site', async () => {
    const other = z.object({ id: z.number() }).parse(await env.DB.prepare('SELECT id FROM properties WHERE office_id = 12 LIMIT 1').first());
    const own = z.object({ id: z.number() }).parse(await env.DB.prepare('SELECT id FROM properties WHERE office_id = 13 LIMIT 1').first());
    expect((await get('budapest13', `/ingatlan/${own.id}`)).status).toBe(200);
    expect((await get('budapest13', `/ingatlan/${other.id}`)).status).toBe(404);
  });
});

describe('/oldal/{id}', () => {
  it('shows the sanitized page titled by its menu entry, described by its first words', async () => {
    const { status, html } = await get('immo1', '/oldal/1');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Rólunk');
    expect(metaOf(html, 'description')).toMatch(/^Az Immo1 Ingatlanhálózatról Az Immo1 2008 óta/);
    expect(html).toContain('<h2>Az Immo1 Ingatlanhálózatról</h2>');
    expect(breadcrumbNames(html).map((c) => c.name)).toEqual(['Főoldal', 'Rólunk']);
  });

  it('removes scripts, handlers and javascript: links from CMS HTML and keeps the content', async () => {
    await env.DB.prepare('UPDATE cms_pages SET content_html = ? WHERE id = 1')
      .bind('<p>Szöveg</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="jav&#x09;ascript:alert(1)">link</a><a href="https://www.example.hu">külső</a>')
      .run();
    const { html } = await get('immo1', '/oldal/1');
    expect(html).toContain('<p>Szöveg</p><img src="x" alt="" loading="lazy"><a>link</a><a href="https://www.example.hu" rel="noopener noreferrer" target="_blank">külső</a>');
    expect(html).not.toContain('alert(1)');
  });

  it('is not found for another site\'s page', async () => {
    expect((await get('immo1', '/oldal/7')).status).toBe(404);
    expect((await get('budapest13', '/oldal/7')).status).toBe(200);
  });
});
