import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { sitemapSchema } from '../../../domain/cms/networkSchemas';
import { badFields, cms, envelope, jsonOf, rows } from '../../test/testCms';

const idRow = z.object({ id: z.number() });

async function sitemap(query: string) {
  const res = await cms(`/api/cms/sitemap?${query}`);
  expect(res.status).toBe(200);
  return (await jsonOf(res, envelope(sitemapSchema))).data;
}

/** Every listing id of a unit, page after page, following next_after. */
async function walk(unitQuery: string, limit: number): Promise<{ ids: number[]; pages: number; total: number }> {
  const ids: number[] = [];
  let after: number | null = 0;
  let pages = 0;
  let total = 0;
  while (after !== null) {
    const page = await sitemap(`${unitQuery}&limit=${limit}&after=${after}`);
    expect(page.properties.length).toBeLessThanOrEqual(limit);
    ids.push(...page.properties.map((p) => p.id));
    total = page.properties_total;
    after = page.next_after;
    pages++;
  }
  return { ids, pages, total };
}

describe('GET /api/cms/sitemap', () => {
  it('puts a whole network of listings into one sitemap file of at most 50,000, dated by its newest change', async () => {
    const data = await sitemap('franchise_id=1&unit_type=franchise&limit=5');
    expect(data.property_files).toHaveLength(1);
    expect(data.property_files[0]).toMatchObject({ after: 0, count: data.properties_total });
    const newest = await rows('SELECT max(updated_at) AS m FROM properties WHERE franchise_id = 1', z.object({ m: z.string() }));
    expect(data.property_files[0]?.lastmod).toBe(`${newest[0]?.m.replace(' ', 'T')}Z`);
  });

  it('splits the listings into files whose cursors page through every listing once', async () => {
    const data = await sitemap('office_id=13&unit_type=office&file_size=7');
    const expected = (await rows('SELECT id FROM properties WHERE office_id = 13 ORDER BY id', idRow)).map((r) => r.id);
    expect(data.property_files).toHaveLength(Math.ceil(expected.length / 7));
    const ids: number[] = [];
    for (const file of data.property_files) {
      const page = await sitemap(`office_id=13&unit_type=office&after=${file.after}&limit=7`);
      expect(page.properties).toHaveLength(file.count);
      ids.push(...page.properties.map((p) => p.id));
    }
    expect(ids).toEqual(expected);
  });

  it('pages through every listing of a franchise exactly once, in id order', async () => {
    const expected = (await rows('SELECT id FROM properties WHERE franchise_id = 1 ORDER BY id', idRow)).map((r) => r.id);
    const { ids, pages, total } = await walk('franchise_id=1&unit_type=franchise', 50);
    expect(ids).toEqual(expected);
    expect(total).toBe(expected.length);
    expect(pages).toBe(Math.ceil(expected.length / 50));
  });

  it('keeps an office site to its own listings, agents, itself and its pages', async () => {
    const expected = (await rows('SELECT id FROM properties WHERE office_id = 13 ORDER BY id', idRow)).map((r) => r.id);
    const data = await sitemap('office_id=13&unit_type=office');
    expect(data.properties.map((p) => p.id)).toEqual(expected);
    expect(data.next_after).toBeNull();
    expect(data.offices.map((o) => o.id)).toEqual([13]);
    const agents = (await rows('SELECT id FROM sales_agents WHERE office_id = 13 ORDER BY id', idRow)).map((r) => r.id);
    expect(data.agents.map((a) => a.id)).toEqual(agents);
    expect(data.pages.map((p) => p.id)).toEqual([7, 8, 9]);
  });

  it('gives a franchise its offices, their agents and its own pages', async () => {
    const data = await sitemap('franchise_id=2&unit_type=franchise&limit=1');
    const offices = (await rows('SELECT id FROM offices WHERE franchise_id = 2 ORDER BY id', idRow)).map((r) => r.id);
    expect(data.offices.map((o) => o.id)).toEqual(offices);
    const agents = await rows('SELECT a.id FROM sales_agents a JOIN offices o ON o.id = a.office_id WHERE o.franchise_id = 2 ORDER BY a.id', idRow);
    expect(data.agents.map((a) => a.id)).toEqual(agents.map((a) => a.id));
    expect(data.pages.map((p) => p.id)).toEqual([5, 6]);
  });

  it('dates every entry in ISO 8601 UTC, a listing by its last update', async () => {
    const data = await sitemap('office_id=21&unit_type=office&limit=5');
    const [first] = data.properties;
    const row = await rows('SELECT updated_at FROM properties WHERE id = ?', z.object({ updated_at: z.string() }), first?.id);
    expect(first?.lastmod).toBe(`${row[0]?.updated_at.replace(' ', 'T')}Z`);
    for (const entry of [...data.properties, ...data.offices, ...data.agents, ...data.pages]) expect(entry.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('answers 404 for a unit that does not exist', async () => {
    expect((await cms('/api/cms/sitemap?franchise_id=9&unit_type=franchise')).status).toBe(404);
    expect((await cms('/api/cms/sitemap?office_id=9&unit_type=office')).status).toBe(404);
  });

  it('answers 400 naming each bad field; a page holds at most 50,000 URLs', async () => {
    expect(await badFields(await cms('/api/cms/sitemap'))).toEqual(['unit_type']);
    const res = await cms('/api/cms/sitemap?office_id=13&unit_type=office&limit=50001&after=-1');
    expect(res.status).toBe(400);
    expect((await badFields(res)).sort()).toEqual(['after', 'limit']);
  });
});
