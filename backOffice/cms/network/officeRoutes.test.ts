import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { officeDetailSchema, officeListItemSchema } from '../../../domain/cms/networkSchemas';
import { compareHungarian } from '../../../domain/helpers/collation';
import { badFields, cms, envelope, firstRow, jsonOf, rows } from '../../test/testCms';

const idRow = z.object({ id: z.number() });

describe('GET /api/cms/offices', () => {
  it('lists every office of the franchise by name, with its city label and agent count', async () => {
    const res = await cms('/api/cms/offices?franchise_id=2');
    expect(res.status).toBe(200);
    const { data } = await jsonOf(res, envelope(z.array(officeListItemSchema)));
    const expected = await rows('SELECT id FROM offices WHERE franchise_id = 2', idRow);
    expect(data.map((o) => o.id).sort()).toEqual(expected.map((o) => o.id).sort());
    const names = data.map((o) => o.name);
    expect(names).toEqual([...names].sort(compareHungarian));
    expect(data.find((o) => o.id === 21)).toMatchObject({
      name: 'Debreceni Ingatlaniroda',
      franchise: { id: 2, label: 'Lakáspont Ingatlan' },
      city: { id: 157, label: 'Debrecen' },
      county: { id: 9, label: 'Hajdú-Bihar vármegye' },
      district: null,
      agent_count: 9,
    });
    expect(data.find((o) => o.id === 26)?.district).toEqual({ id: 8, label: 'VIII. kerület' });
  });

  it('orders offices in Hungarian alphabetical order, not byte order ("Immo1 Érd" before "Immo1 Győr")', async () => {
    const { data } = await jsonOf(await cms('/api/cms/offices?franchise_id=1'), envelope(z.array(officeListItemSchema)));
    const names = data.map((o) => o.name);
    expect(names).toEqual([...names].sort(compareHungarian));
    // Byte order would put É after every ASCII letter: the data can tell the two orders apart.
    expect(names).not.toEqual([...names].sort());
    expect(names.indexOf('Immo1 Érd')).toBeLessThan(names.findIndex((n) => n.startsWith('Immo1 G')));
  });

  it('accepts the site’s whole unit query, as a franchise site sends it', async () => {
    const res = await cms('/api/cms/offices?franchise_id=1&unit_type=franchise');
    expect(res.status).toBe(200);
    const { data } = await jsonOf(res, envelope(z.array(officeListItemSchema)));
    expect(data.every((o) => o.franchise.id === 1)).toBe(true);
  });

  it('answers 404 for a franchise that does not exist', async () => {
    const res = await cms('/api/cms/offices?franchise_id=999');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });

  it('answers 400 naming franchise_id when it is missing or not an id, and unit_type when it is office', async () => {
    expect(await badFields(await cms('/api/cms/offices'))).toEqual(['franchise_id']);
    expect(await badFields(await cms('/api/cms/offices?franchise_id=abc'))).toEqual(['franchise_id']);
    expect(await badFields(await cms('/api/cms/offices?franchise_id=1&unit_type=office'))).toEqual(['unit_type']);
  });
});

describe('GET /api/cms/offices/{id}', () => {
  const detail = async (path: string) => {
    const res = await cms(path);
    expect(res.status).toBe(200);
    return (await jsonOf(res, envelope(officeDetailSchema))).data;
  };

  it('answers the office with its name, city and county, opening hours, listing count and agents by name', async () => {
    const data = await detail('/api/cms/offices/13');
    expect(data).toMatchObject({
      id: 13,
      name: 'Immo1 Budapest XIII. kerület',
      city: { id: 1, label: 'Budapest' },
      county: { id: 1, label: 'Budapest' },
      district: { id: 13, label: 'XIII. kerület' },
      address: '1134 Budapest, Váci út 76.',
      franchise: { id: 1, label: 'Immo1 Ingatlanhálózat' },
    });
    expect(data.description).toMatch(/Irodánk/);
    const listings = await firstRow('SELECT count(*) AS n FROM properties WHERE office_id = 13', z.object({ n: z.number() }));
    expect(data.properties.total).toBe(listings.n);
    const byStatus = await rows('SELECT sale_status AS value, count(*) AS count FROM properties WHERE office_id = 13 GROUP BY sale_status ORDER BY sale_status', z.object({ value: z.number(), count: z.number() }));
    expect(data.properties.by_sale_status).toEqual(byStatus);
    expect(data.opening_hours.map((h) => h.weekday)).toEqual([1, 2, 3, 4, 5]);
    expect(data.opening_hours[0]).toEqual({ weekday: 1, opens: '09:00', closes: '17:00' });
    const agents = await rows('SELECT id FROM sales_agents WHERE office_id = 13', idRow);
    expect(data.agents.map((a) => a.id).sort()).toEqual(agents.map((a) => a.id).sort());
    const names = data.agents.map((a) => a.fullname);
    expect(names).toEqual([...names].sort(compareHungarian));
    expect(data.agents[0]).toEqual({ id: expect.any(Number), fullname: expect.any(String), photo_url: expect.stringMatching(/^\/media\//), phone: expect.any(String), email: expect.any(String) });
  });

  it('pages the office\'s listings newest first, like an agent\'s', async () => {
    const first = await detail('/api/cms/offices/13?page_size=5');
    const second = await detail('/api/cms/offices/13?page_size=5&page=2');
    expect(first.properties).toMatchObject({ page: 1, pageSize: 5 });
    expect(second.properties).toMatchObject({ page: 2, pageSize: 5, total: first.properties.total });
    const expected = await rows('SELECT id FROM properties WHERE office_id = 13 ORDER BY created_at DESC, id DESC LIMIT 10', idRow);
    expect([...first.properties.items, ...second.properties.items].map((p) => p.id)).toEqual(expected.map((p) => p.id));
  });

  it('answers an empty list of opening hours for an office the CMS has none for', async () => {
    await env.DB.prepare('DELETE FROM office_opening_hours WHERE office_id = 13').run();
    expect((await detail('/api/cms/offices/13')).opening_hours).toEqual([]);
  });

  it('shows a franchise site its own offices and an office site only itself', async () => {
    expect((await cms('/api/cms/offices/13?franchise_id=1&unit_type=franchise')).status).toBe(200);
    expect((await cms('/api/cms/offices/13?office_id=13&unit_type=office')).status).toBe(200);
    expect((await cms('/api/cms/offices/13?franchise_id=2&unit_type=franchise')).status).toBe(404);
    expect((await cms('/api/cms/offices/12?office_id=13&unit_type=office')).status).toBe(404);
  });

  it('answers 404 in JSON for an id no office has', async () => {
    const res = await cms('/api/cms/offices/999');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found', message: 'No office has this id' });
  });

  it('answers 400 naming the bad field', async () => {
    expect(await badFields(await cms('/api/cms/offices/tizenhárom'))).toEqual(['id']);
    expect(await badFields(await cms('/api/cms/offices/13?unit_type=office'))).toEqual(['office_id']);
    expect(await badFields(await cms('/api/cms/offices/13?page=0'))).toEqual(['page']);
  });
});
