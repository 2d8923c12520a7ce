import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { agentDetailSchema } from '../../../domain/cms/networkSchemas';
import { badFields, cms, envelope, firstRow, jsonOf, rows } from '../../test/testCms';

/** The agent with the most listings in the test data, with their office and franchise. */
const busyAgent = () =>
  firstRow(
    `SELECT a.id, a.office_id, o.franchise_id, count(p.id) AS listings FROM sales_agents a
     JOIN offices o ON o.id = a.office_id JOIN properties p ON p.agent_id = a.id
     GROUP BY a.id ORDER BY listings DESC, a.id LIMIT 1`,
    z.object({ id: z.number(), office_id: z.number(), franchise_id: z.number(), listings: z.number() }),
  );

async function agent(path: string) {
  const res = await cms(path);
  expect(res.status).toBe(200);
  return (await jsonOf(res, envelope(agentDetailSchema))).data;
}

describe('GET /api/cms/agents/{id}', () => {
  it('answers salesman.fullname and sales_man_profile.banner_url as the spec names them, with the office', async () => {
    const { id, office_id } = await busyAgent();
    const data = await agent(`/api/cms/agents/${id}`);
    const row = await firstRow('SELECT fullname FROM sales_agents WHERE id = ?', z.object({ fullname: z.string() }), id);
    expect(data.salesman).toMatchObject({ id, fullname: row.fullname, photo_url: expect.stringMatching(/^\/media\//) });
    expect(data.sales_man_profile.banner_url).toMatch(/^\/media\/cover\.svg/);
    expect(data.sales_man_profile.introduction).toEqual(expect.any(String));
    expect(data.office).toMatchObject({ id: office_id, name: expect.any(String), city: { id: expect.any(Number), label: expect.any(String) } });
  });

  it('pages the agent’s listings newest first, with the total', async () => {
    const { id, listings } = await busyAgent();
    expect(listings).toBeGreaterThan(3);
    const first = await agent(`/api/cms/agents/${id}?page_size=2`);
    expect(first.properties).toMatchObject({ page: 1, pageSize: 2, total: listings });
    expect(first.properties.items).toHaveLength(2);
    const second = await agent(`/api/cms/agents/${id}?page_size=2&page=2`);
    const all = await rows('SELECT id FROM properties WHERE agent_id = ? ORDER BY created_at DESC, id DESC', z.object({ id: z.number() }), id);
    expect([...first.properties.items, ...second.properties.items].map((p) => p.id)).toEqual(all.slice(0, 4).map((p) => p.id));
    const card = first.properties.items[0];
    expect(card).toMatchObject({ name: expect.any(String), type: { label: expect.any(String) }, sale_status: { label: expect.any(String) }, address: { city: { label: expect.any(String) } } });
  });

  it('answers an empty page past the last one, not an error', async () => {
    const { id, listings } = await busyAgent();
    const data = await agent(`/api/cms/agents/${id}?page_size=60&page=${Math.ceil(listings / 60) + 1}`);
    expect(data.properties.items).toEqual([]);
    expect(data.properties.total).toBe(listings);
  });

  it('answers an agent without a profile with null profile fields', async () => {
    const { id } = await busyAgent();
    await rows('DELETE FROM sales_man_profiles WHERE agent_id = ? RETURNING agent_id', z.object({ agent_id: z.number() }), id);
    expect((await agent(`/api/cms/agents/${id}`)).sales_man_profile).toEqual({ banner_url: null, introduction: null });
  });

  it('shows a franchise site its network’s agents and an office site only its own', async () => {
    const { id, office_id, franchise_id } = await busyAgent();
    const other = await firstRow('SELECT id FROM offices WHERE id != ? LIMIT 1', z.object({ id: z.number() }), office_id);
    expect((await cms(`/api/cms/agents/${id}?franchise_id=${franchise_id}&unit_type=franchise`)).status).toBe(200);
    expect((await cms(`/api/cms/agents/${id}?office_id=${office_id}&unit_type=office`)).status).toBe(200);
    expect((await cms(`/api/cms/agents/${id}?franchise_id=${franchise_id === 1 ? 2 : 1}&unit_type=franchise`)).status).toBe(404);
    expect((await cms(`/api/cms/agents/${id}?office_id=${other.id}&unit_type=office`)).status).toBe(404);
  });

  it('answers 404 in JSON for an id no agent has', async () => {
    const res = await cms('/api/cms/agents/99999');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found', message: 'No sales agent has this id' });
  });

  it('answers 400 naming each bad paging or unit field', async () => {
    const res = await cms('/api/cms/agents/101?page=0&page_size=61&unit_type=office');
    expect(res.status).toBe(400);
    expect((await badFields(res)).sort()).toEqual(['office_id', 'page', 'page_size']);
    expect(await badFields(await cms('/api/cms/agents/abc'))).toEqual(['id']);
  });
});
