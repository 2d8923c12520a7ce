/**
 * Property-based fuzzing of the public CMS API with fast-check (a fixed seed, so a failure
 * reproduces): generated search queries and POST payloads never get a 5xx, and every 400 names
 * the fields that were wrong.
 */
import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import * as z from 'zod';
import { searchFilterFields } from '../../domain/search/searchFilter';
import { app } from '../app';

const seed = 20_261_123;

const invalidRequestSchema = z.object({ error: z.literal('invalid_request'), fields: z.array(z.object({ field: z.string().min(1), message: z.string().min(1) })).min(1) });

/** Checks one answer: never a server error; a 400 names its fields. */
async function checkAnswer(response: Response, what: string): Promise<void> {
  if (response.status >= 500) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  if (response.status === 400) {
    const body = invalidRequestSchema.safeParse(await response.json());
    if (!body.success) throw new Error(`${what}: a 400 without the fields that were wrong`);
  } else {
    await response.body?.cancel();
  }
}

/** Values a hostile or careless client sends where a number or an option is expected. */
const nastyValue = fc.oneof(
  fc.constantFrom('NaN', '1e309', '-1', '0', '1e3', '0x1', ' 1 ', '1.5', '٣', 'true', '[1]', '%', '%E0%A4%A', '\u0000', '\u202e', 'null', ''),
  fc.integer({ min: -1_000_000, max: 10_000_000_000 }).map(String),
  fc.string({ maxLength: 20 }),
  fc.string({ minLength: 10_000, maxLength: 10_240 }),
  fc.constantFrom('city:1', 'district:13', 'county:8', 'neighbourhood:0', 'city:99999999999', 'planet:1'),
);

const searchParamNames = [
  ...new Set(searchFilterFields.flatMap((f) => (f.kind === 'range' ? [`${f.param}_min`, `${f.param}_max`] : [f.param]))),
  'sort',
  'page',
  'page_size',
  'unit_type',
  'franchise_id',
  'office_id',
  'utm_source',
  'unknown',
];

/** A search query: a valid unit most of the time, then random parameters, repeated ones included. */
const searchQuery = fc
  .tuple(
    fc.constantFrom('franchise_id=1&unit_type=franchise', 'office_id=13&unit_type=office', '', 'unit_type=office', 'franchise_id=1e3&unit_type=franchise'),
    fc.array(fc.tuple(fc.constantFrom(...searchParamNames), nastyValue), { maxLength: 8 }),
  )
  .map(([unit, pairs]) => {
    const query = new URLSearchParams(unit);
    for (const [name, value] of pairs) query.append(name, value);
    return query.toString();
  });

const jsonValue = fc.jsonValue({ maxDepth: 3 });

describe('the CMS API under generated input', () => {
  it('answers 4,000 generated searches without a 5xx, naming the fields of every 400', async () => {
    await fc.assert(
      fc.asyncProperty(searchQuery, async (query) => {
        await checkAnswer(await app.request(`http://immo1.localhost/api/cms/properties/search?${query}`, {}, env), `search ?${query.slice(0, 200)}`);
      }),
      { seed, numRuns: 4_000 },
    );
  }, 240_000);

  it('answers 2,000 generated POST bodies and content types without a 5xx', async () => {
    const paths = ['/api/cms/dropdowns/getByType', '/api/cms/dropdowns/getCitiesAndNeighbourhoodsAndCounty'];
    const body = fc.oneof(
      jsonValue.map((v) => JSON.stringify(v)),
      fc.record({ types: fc.array(fc.constantFrom('heating', 'floor', 'nope', ''), { maxLength: 4 }), unit_type: fc.constantFrom('office', 'franchise', 'x'), office_id: jsonValue, franchise_id: jsonValue }).map((v) => JSON.stringify(v)),
      fc.record({ search: fc.oneof(fc.string({ maxLength: 200 }), jsonValue), type: fc.oneof(fc.constantFrom('city', 'all', 'x'), jsonValue), limit: jsonValue }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 300 }),
    );
    const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), body, contentType, async (path, payload, type) => {
        const response = await app.request(`http://immo1.localhost${path}`, { method: 'POST', headers: { 'content-type': type }, body: payload }, env);
        await checkAnswer(response, `POST ${path} (${type}) ${payload.slice(0, 200)}`);
      }),
      { seed, numRuns: 2_000 },
    );
  }, 240_000);

  it('answers 1,000 generated detail and list calls with odd ids and queries without a 5xx', async () => {
    const path = fc.tuple(
      fc.constantFrom('/api/cms/properties/', '/api/cms/offices/', '/api/cms/agents/', '/api/cms/pages/', '/api/cms/public-site-domains/'),
      nastyValue.map((v) => encodeURIComponent(v).slice(0, 3_000)),
      fc.array(fc.tuple(fc.constantFrom('unit_type', 'franchise_id', 'office_id', 'page', 'page_size'), nastyValue.map((v) => v.slice(0, 100))), { maxLength: 4 }),
    );
    await fc.assert(
      fc.asyncProperty(path, async ([prefix, id, pairs]) => {
        const query = new URLSearchParams(pairs).toString();
        await checkAnswer(await app.request(`http://immo1.localhost${prefix}${id}?${query}`, {}, env), `GET ${prefix}${id.slice(0, 100)}?${query.slice(0, 100)}`);
      }),
      { seed, numRuns: 1_000 },
    );
  }, 240_000);
});
