import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { firstRow } from '../../backOffice/test/testCms';
import { callWorkerSettled } from '../test/tenantRequest';

const listingOf = (franchiseId: number) => firstRow(`SELECT id FROM properties WHERE franchise_id = ${franchiseId} ORDER BY id LIMIT 1`, z.object({ id: z.number() }));
const problemSchema = z.object({ error: z.literal('invalid_request'), fields: z.array(z.object({ field: z.string(), message: z.string() })) });

describe('GET /api/site/page and /api/site/page-part', () => {
  it('refuses a path with a raw control character (/ingatlan/{id}%00) with 400 naming path, rather than answer another page', async () => {
    const { id } = await listingOf(1);
    for (const endpoint of ['/api/site/page', '/api/site/page-part']) {
      for (const raw of [`/ingatlan/${id}%00`, `/ingatlan/${id}%20`, `/ingatlan/${id}%09`]) {
        const res = await callWorkerSettled('immo1.localhost', `${endpoint}?path=${raw}`);
        expect([endpoint, raw, res.status]).toEqual([endpoint, raw, 400]);
        expect(problemSchema.parse(await res.json()).fields.map((f) => f.field)).toEqual(['path']);
      }
    }
  });

  it('answers a path as its HTML page answers it: a percent-encoded NUL after an id is not found in both', async () => {
    const { id } = await listingOf(1);
    const path = `/ingatlan/${id}%00`;
    const html = await callWorkerSettled('immo1.localhost', path);
    const json = await callWorkerSettled('immo1.localhost', `/api/site/page?path=${encodeURIComponent(path)}`);
    expect([html.status, json.status]).toEqual([404, 404]);
    const page = await callWorkerSettled('immo1.localhost', `/api/site/page?path=${encodeURIComponent(`/ingatlan/${id}`)}`);
    expect(page.status).toBe(200);
  });
});
