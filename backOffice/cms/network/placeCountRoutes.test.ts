import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { placeCountsSchema } from '../../../domain/cms/placeCountSchemas';
import { badFields, cms, envelope, jsonOf, rows } from '../../test/testCms';

const answerSchema = envelope(placeCountsSchema);

async function counts(query: string) {
  const res = await cms(`/api/cms/places/counts?${query}`);
  expect(res.status).toBe(200);
  return (await jsonOf(res, answerSchema)).data;
}

/** The listings of a unit in each place of a kind by sale status, straight from D1, as `kind:id` → counts. */
async function truth(unitColumn: 'franchise_id' | 'office_id', unitId: number) {
  const row = z.object({ place: z.string(), sale_status: z.number(), n: z.number() });
  const found = await rows(
    `SELECT 'city:' || city_id AS place, sale_status, count(*) AS n FROM properties WHERE ${unitColumn} = ?1 GROUP BY city_id, sale_status
     UNION ALL SELECT 'district:' || district_id, sale_status, count(*) FROM properties WHERE ${unitColumn} = ?1 AND district_id IS NOT NULL GROUP BY district_id, sale_status
     UNION ALL SELECT 'neighbourhood:' || neighbourhood_id, sale_status, count(*) FROM properties WHERE ${unitColumn} = ?1 AND neighbourhood_id IS NOT NULL GROUP BY neighbourhood_id, sale_status
     UNION ALL SELECT 'county:' || county_id, sale_status, count(*) FROM properties WHERE ${unitColumn} = ?1 AND county_id != 1 GROUP BY county_id, sale_status`,
    row,
    unitId,
  );
  const byPlace = new Map<string, { value: number; count: number }[]>();
  for (const r of found) byPlace.set(r.place, [...(byPlace.get(r.place) ?? []), { value: r.sale_status, count: r.n }].sort((a, b) => a.value - b.value));
  return byPlace;
}

describe('GET /api/cms/places/counts', () => {
  it('counts an office\'s own listings in every place they lie in, by sale status, with the place search\'s labels', async () => {
    const data = await counts('unit_type=office&office_id=13');
    const want = await truth('office_id', 13);
    expect(want.size).toBeGreaterThan(2);
    expect(new Map(data.map((p) => [p.id, p.by_sale_status]))).toEqual(want);
    const district = data.find((p) => p.id === 'district:13');
    expect(district).toMatchObject({ type: 'district', label: 'Budapest XIII. kerület' });
    expect(data.find((p) => p.id === 'city:1')).toMatchObject({ type: 'city', label: 'Budapest', detail: 'Főváros' });
  });

  it('counts a franchise\'s whole network, and never an office\'s listings elsewhere for the office', async () => {
    const franchise = await counts('unit_type=franchise&franchise_id=1');
    expect(new Map(franchise.map((p) => [p.id, p.by_sale_status]))).toEqual(await truth('franchise_id', 1));
    const office = await counts('unit_type=office&office_id=13');
    expect(franchise.length).toBeGreaterThan(office.length);
    // Győr has listings in the network, none of office 13's.
    expect(franchise.some((p) => p.id === 'city:136')).toBe(true);
    expect(office.some((p) => p.id === 'city:136')).toBe(false);
  });

  it('follows the listings: a listing moved to another town is counted there', async () => {
    const [listing] = await rows('SELECT id FROM properties WHERE office_id = 13 AND sale_status = 0 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
    await env.DB.prepare('UPDATE properties SET county_id = 8, city_id = 136, district_id = NULL, neighbourhood_id = NULL WHERE id = ?').bind(listing?.id).run();
    const gyor = (await counts('unit_type=office&office_id=13')).find((p) => p.id === 'city:136');
    expect(gyor).toEqual({ id: 'city:136', type: 'city', label: 'Győr', detail: 'Győr-Moson-Sopron vármegye', by_sale_status: [{ value: 0, count: 1 }] });
  });

  it('answers 404 for a unit that does not exist, 400 naming a bad or missing unit field', async () => {
    expect((await cms('/api/cms/places/counts?unit_type=office&office_id=9999')).status).toBe(404);
    expect(await badFields(await cms('/api/cms/places/counts?unit_type=office&office_id=x'))).toEqual(['office_id']);
    expect((await cms('/api/cms/places/counts')).status).toBe(400);
  });
});
