/**
 * The status of every route on the four demo tenants, as HTML and as the JSON of client-side
 * navigation: 200 for what the site shows, 404 for what it does not (unknown or foreign ids, malformed
 * addresses), never a 5xx. The ids are read from the demo data, so the test follows the generator.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { titleOf } from '../test/pageHtml';
import { callWorkerSettled } from '../test/tenantRequest';

const tenants = {
  immo1: { siteName: 'Immo1 Ingatlanhálózat', unit: { type: 'franchise', id: 1 }, franchiseId: 1 },
  lakaspont: { siteName: 'Lakáspont Ingatlan', unit: { type: 'franchise', id: 2 }, franchiseId: 2 },
  budapest13: { siteName: 'Immo1 Budapest XIII. kerület', unit: { type: 'office', id: 13 }, franchiseId: 1 },
  debrecen: { siteName: 'Debreceni Ingatlaniroda', unit: { type: 'office', id: 21 }, franchiseId: 2 },
} as const;
type Subdomain = keyof typeof tenants;

/** The other franchise's tenant: what it shows, this one must not. */
const foreign: Record<Subdomain, Subdomain> = { immo1: 'debrecen', lakaspont: 'budapest13', budapest13: 'lakaspont', debrecen: 'immo1' };

const idOf = async (sql: string, ...values: (string | number)[]) => {
  const row = await env.DB.prepare(sql).bind(...values).first<{ id: number }>();
  if (!row) throw new Error(`no demo row for ${sql} ${values.join(', ')}`);
  return row.id;
};

/** The condition that keeps rows of `table` (with franchise_id and office_id) within a tenant. */
const scope = (subdomain: Subdomain) => (tenants[subdomain].unit.type === 'franchise' ? 'franchise_id' : 'office_id');

/** An id of each kind of page the tenant shows. */
async function idsOf(subdomain: Subdomain) {
  const { unit } = tenants[subdomain];
  const column = scope(subdomain);
  return {
    office: unit.type === 'office' ? unit.id : await idOf('SELECT id FROM offices WHERE franchise_id = ? ORDER BY id', unit.id),
    property: await idOf(`SELECT id FROM properties WHERE ${column} = ? ORDER BY id`, unit.id),
    agent: await idOf(`SELECT a.id FROM sales_agents a JOIN offices o ON o.id = a.office_id WHERE o.${column === 'office_id' ? 'id' : 'franchise_id'} = ? ORDER BY a.id`, unit.id),
    cmsPage: await idOf('SELECT id FROM cms_pages WHERE unit_type = ? AND unit_id = ? ORDER BY id', unit.type, unit.id),
  };
}

/** The status of a path as a page and as the page JSON; both must agree. */
async function statusOf(subdomain: Subdomain, path: string): Promise<number> {
  const html = await callWorkerSettled(`${subdomain}.localhost`, path);
  const json = await callWorkerSettled(`${subdomain}.localhost`, `/api/site/page?path=${encodeURIComponent(path)}`);
  expect(json.status, `JSON of ${path} on ${subdomain}`).toBe(html.status);
  return html.status;
}

/** Paths that are no page of any route with an id, on any tenant. */
const malformedIds = ['%E0%A4%A', '1e3', '0x1', '0', '-1', '1.5', '01', '%20', `1${'0'.repeat(30)}`, '9'.repeat(400), 'abc'];

describe.each(Object.keys(tenants) as Subdomain[])('the status of every route on %s', (subdomain) => {
  const { siteName, unit } = tenants[subdomain];

  // A longer timeout: the first pages compile the worker's page modules on demand, seconds under load.
  it('answers 200 for the pages the tenant shows, with their titles', async () => {
    const ids = await idsOf(subdomain);
    const pages: [string, string | RegExp][] = [
      ['/', `Főoldal | ${siteName}`],
      ['/kereses', `Ingatlankínálat | ${siteName}`],
      ['/kereses?page=2&sort=price_asc', `Ingatlankínálat | ${siteName}`],
      [`/iroda/${ids.office}`, / – /],
      [`/ingatlan/${ids.property}`, /\S/],
      [`/uzletkoto/${ids.agent}`, /\S/],
      [`/oldal/${ids.cmsPage}`, /\S/],
      ...(unit.type === 'franchise' ? [['/irodaink', `Irodáink | ${siteName}`] satisfies [string, string]] : []),
    ];
    for (const [path, title] of pages) {
      const response = await callWorkerSettled(`${subdomain}.localhost`, path);
      expect(response.status, path).toBe(200);
      expect(titleOf(await response.text()), path).toMatch(title);
      expect(await statusOf(subdomain, path), path).toBe(200);
    }
  }, 30_000);

  it('answers 404 for ids the tenant does not show: unknown ones and those of the other network', async () => {
    const other = await idsOf(foreign[subdomain]);
    const paths = [
      `/iroda/${other.office}`,
      `/ingatlan/${other.property}`,
      `/uzletkoto/${other.agent}`,
      `/oldal/${other.cmsPage}`,
      '/iroda/999999',
      '/ingatlan/99999999',
      '/uzletkoto/999999',
      '/oldal/999999',
      '/nincs-ilyen-oldal',
      '/kereses/tobb',
      ...(unit.type === 'office' ? ['/irodaink'] : []),
    ];
    for (const path of paths) expect(await statusOf(subdomain, path), path).toBe(404);
  });

  it('answers 404, never a 5xx, for malformed ids and addresses', async () => {
    const paths = [
      ...['iroda', 'ingatlan', 'uzletkoto', 'oldal'].flatMap((route) => malformedIds.map((id) => `/${route}/${id}`)),
      '/ingatlan/1/2',
      '/%',
    ];
    for (const path of paths) expect(await statusOf(subdomain, path), path).toBe(404);
    // Longer than any address of ours: the page is not found (the JSON endpoint refuses such a path with 400).
    expect((await callWorkerSettled(`${subdomain}.localhost`, `/${'a'.repeat(3000)}`)).status).toBe(404);
  });
});

describe('any other page', () => {
  it('answers 200 for a menu entry address no route has, titled by its label and the site title, and 404 once it is gone', async () => {
    await env.DB.prepare("INSERT INTO menu_entries (unit_type, unit_id, label, url, \"group\", hidden, blank, position) VALUES ('office', 13, 'Irodanyitás', '/irodanyitas', 'main', 0, 0, 9)").run();
    const response = await callWorkerSettled('budapest13.localhost', '/irodanyitas');
    expect(response.status).toBe(200);
    expect(titleOf(await response.text())).toBe('Irodanyitás | Immo1 Budapest XIII. kerület');
    expect(await statusOf('debrecen', '/irodanyitas')).toBe(404);
  });
});
