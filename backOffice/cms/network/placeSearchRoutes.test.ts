import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { foldHungarian, matchKind, matchKinds } from '../../../domain/helpers/textSearch';
import { placeOptionSchema } from '../../../domain/cms/networkSchemas';
import { badFields, envelope, firstRow, jsonOf, postJson } from '../../test/testCms';

const path = '/api/cms/dropdowns/getCitiesAndNeighbourhoodsAndCounty';
const answerSchema = envelope(z.array(placeOptionSchema));

async function places(body: unknown) {
  const res = await postJson(path, body);
  expect(res.status).toBe(200);
  return (await jsonOf(res, answerSchema)).data;
}

const populationOfCity = async (id: string) =>
  (await firstRow('SELECT population FROM cities WHERE id = ?', z.object({ population: z.number() }), Number(id.replace('city:', '')))).population;

describe('POST /api/cms/dropdowns/getCitiesAndNeighbourhoodsAndCounty', () => {
  it('finds Győr first for "gyor", with its county as the detail', async () => {
    const [first] = await places({ search: 'gyor' });
    expect(first).toMatchObject({ type: 'city', label: 'Győr', detail: 'Győr-Moson-Sopron vármegye' });
  });

  it('finds Újpest (Budapest IV. kerület) first for "ujpest": the district, then the neighbourhood', async () => {
    const found = await places({ search: 'ujpest' });
    expect(found.slice(0, 2)).toEqual([
      { id: 'district:4', type: 'district', label: 'Budapest IV. kerület', detail: 'Újpest' },
      { id: 'neighbourhood:22', type: 'neighbourhood', label: 'Újpest', detail: 'Budapest IV. kerület' },
    ]);
  });

  it('ignores case and accents on both sides', async () => {
    const expected = await places({ search: 'gyor' });
    for (const search of ['Győr', 'GYŐR', 'györ', 'Gyõr']) expect(await places({ search })).toEqual(expected);
    expect((await places({ search: 'ÚJPEST' }))[0]?.id).toBe('district:4');
  });

  it('answers ids that name the row of the same kind in D1', async () => {
    const found = await places({ search: 'szeged', limit: 50 });
    const tables = { city: 'cities', district: 'districts', neighbourhood: 'neighbourhoods', county: 'counties' } as const;
    expect(found.length).toBeGreaterThan(1);
    for (const option of found) {
      const [kind, id] = option.id.split(':');
      expect(kind).toBe(option.type);
      const row = await firstRow(`SELECT name FROM ${tables[option.type]} WHERE id = ?`, z.object({ name: z.string() }), Number(id));
      expect(option.label).toContain(row.name);
    }
  });

  it('ranks exact matches before prefixes before infixes', async () => {
    const found = await places({ search: 'eger', type: 'city', limit: 100 });
    expect(found.map((o) => o.label).slice(0, 2)).toEqual(['Eger', 'Egerszalók']);
    const ranks = found.map((o) => matchKinds.indexOf(matchKind(foldHungarian(o.label), 'eger') ?? 'infix'));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(found.map((o) => o.label)).toContain('Zalaegerszeg');
    expect(found.at(-1)?.label).not.toMatch(/^Eger/);
  });

  it('ranks bigger places first among equal matches', async () => {
    const found = await places({ search: 'szent', type: 'city', limit: 100 });
    const prefixes = found.filter((o) => foldHungarian(o.label).startsWith('szent'));
    expect(prefixes.length).toBeGreaterThan(3);
    const populations = await Promise.all(prefixes.map((o) => populationOfCity(o.id)));
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('ranks a county by its size among places matched the same way', async () => {
    const found = await places({ search: 'gyor', limit: 3 });
    // Győr-Moson-Sopron vármegye (470,000) and Győrújbarát are both prefixes: the county first.
    expect(found.map((o) => o.id)).toEqual(['city:136', 'county:8', expect.stringMatching(/^city:/)]);
  });

  it('is bounded: 20 by default, at most the limit asked', async () => {
    expect(await places({ search: 'a' })).toHaveLength(20);
    expect(await places({ search: 'a', limit: 5 })).toHaveLength(5);
    expect(await places({ search: 'a', limit: 100 })).toHaveLength(100);
  });

  it('keeps to the type asked', async () => {
    const counties = await places({ search: 'pest', type: 'county' });
    expect(counties).toEqual([{ id: 'county:13', type: 'county', label: 'Pest vármegye', detail: null }]);
    const neighbourhoods = await places({ search: 'pest', type: 'neighbourhood', limit: 100 });
    expect(neighbourhoods.length).toBeGreaterThan(0);
    expect(new Set(neighbourhoods.map((o) => o.type))).toEqual(new Set(['neighbourhood']));
  });

  it('finds districts by number, Roman numeral and nickname', async () => {
    for (const search of ['13. kerület', 'budapest xiii', 'xiii ker']) expect((await places({ search }))[0]?.id).toBe('district:13');
    expect((await places({ search: 'zuglo' }))[0]).toEqual({ id: 'district:14', type: 'district', label: 'Budapest XIV. kerület', detail: 'Zugló' });
  });

  it('finds places the ways Hungarians write them: "Bp. XIII", "budapest 13", "XIII. ker.", "Pest megye", "bp"', async () => {
    for (const search of ['Bp. XIII', 'bp xiii', 'budapest 13', 'Budapest 13.', 'XIII. ker.', 'bp 13']) expect((await places({ search }))[0]?.id, search).toBe('district:13');
    for (const search of ['Pest megye', 'pest megy', 'Pest vármegye']) expect((await places({ search }))[0]?.id, search).toBe('county:13');
    expect((await places({ search: 'Győr-Moson-Sopron megye' }))[0]?.id).toBe('county:8');
    for (const search of ['bp', 'Bp.', 'BP']) expect((await places({ search }))[0], search).toEqual({ id: 'city:1', type: 'city', label: 'Budapest', detail: 'Főváros' });
  });

  it('answers long search texts up to the limit (D1 refuses LIKE patterns over 50 bytes), and 400 beyond it', async () => {
    for (const search of ['a'.repeat(49), 'gyor '.repeat(20), `Győr ${'ő'.repeat(60)}`, 'ж'.repeat(100), 'Budapest XIII. kerület, Angyalföld, Váci út 76.']) {
      const res = await postJson(path, { search });
      expect(res.status, search).toBe(200);
    }
    expect(await badFields(await postJson(path, { search: 'a'.repeat(101) }))).toEqual(['search']);
  });

  it('never offers the capital as a county, only as the city', async () => {
    const found = await places({ search: 'budapest', limit: 100 });
    expect(found[0]).toEqual({ id: 'city:1', type: 'city', label: 'Budapest', detail: 'Főváros' });
    expect(found.map((o) => o.id)).not.toContain('county:1');
  });

  it('answers the biggest places for an empty search, what the dropdown shows before typing', async () => {
    expect((await places({ type: 'city', limit: 3 })).map((o) => o.label)).toEqual(['Budapest', 'Debrecen', 'Szeged']);
    expect((await places({ search: '  ', type: 'district', limit: 1 }))[0]?.label).toBe('Budapest XI. kerület');
    expect(await places({})).toHaveLength(20);
  });

  it('answers an empty list for a search nothing matches', async () => {
    expect(await places({ search: 'xyzzy' })).toEqual([]);
  });

  it('answers the options of given ids in the order asked, leaving out unknown ids', async () => {
    const found = await places({ ids: ['neighbourhood:22', 'city:136', 'city:99999', 'city:136', 'county:8'] });
    expect(found.map((o) => o.id)).toEqual(['neighbourhood:22', 'city:136', 'county:8']);
  });

  it('answers 400 naming each bad field', async () => {
    const res = await postJson(path, { search: 42, type: 'village', limit: 0 });
    expect(res.status).toBe(400);
    expect(await badFields(res)).toEqual(['search', 'type', 'limit']);
    expect(await badFields(await postJson(path, { search: 'a', limit: 101 }))).toEqual(['limit']);
    expect(await badFields(await postJson(path, { ids: ['city:1', 'town:2'] }))).toEqual(['ids.1']);
    expect(await badFields(await postJson(path, { ids: ['city:1'], search: 'gyor' }))).toEqual(['ids']);
    expect(await badFields(await postJson(path, { search: 'x'.repeat(101) }))).toEqual(['search']);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await postJson(path, '{"search": "gy');
    expect(res.status).toBe(400);
    expect(await badFields(res)).toEqual(['body']);
  });
});
