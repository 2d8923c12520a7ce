/**
 * @module The place options of the search filter's city multi-select, read from D1: a live
 * search over cities, Budapest districts, neighbourhoods and counties, the biggest places for
 * an empty search, and the options of given ids. Ids are `kind:id` (docs/api/network.md).
 */
import * as z from 'zod/mini';
import type { PlaceOption } from '../../../domain/cms/networkSchemas';
import { type PlaceKind, type PlaceRef, placeId, placeKinds } from '../../../domain/search/searchFilter';
import { createTextIndex, expandPlaceAbbreviations, foldHungarian } from '../../../domain/helpers/textSearch';

/** A place as the ranking sees it: found by any of its names, bigger weighs more. */
interface Candidate {
  option: PlaceOption;
  names: string[];
  population: number;
}

interface KindSource {
  /** SELECT … FROM … of the kind's rows. */
  select: string;
  /** Conditions every row of the kind must meet. */
  conditions: string[];
  id: string;
  /** The column holding the folded name for a LIKE pre-filter; null to rank every row (few rows). */
  folded: string | null;
  population: string;
  read: (rows: unknown[]) => Candidate[];
}

const cityRow = z.object({ id: z.int(), name: z.string(), population: z.int(), county_name: z.string(), county_kind: z.string() });
const districtRow = z.object({
  id: z.int(),
  roman: z.string(),
  name: z.string(),
  nickname: z.nullable(z.string()),
  population: z.int(),
  city_name: z.string(),
});
const neighbourhoodRow = z.object({
  id: z.int(),
  name: z.string(),
  population: z.int(),
  district_name: z.nullable(z.string()),
  city_name: z.string(),
});
const countyRow = z.object({ id: z.int(), name: z.string(), population: z.int() });

const sources: Record<PlaceKind, KindSource> = {
  city: {
    select: 'SELECT c.id, c.name, c.population, co.name AS county_name, co.kind AS county_kind FROM cities c JOIN counties co ON co.id = c.county_id',
    conditions: [],
    id: 'c.id',
    folded: 'c.name_folded',
    population: 'c.population',
    read: (rows) =>
      z
        .array(cityRow)
        .parse(rows)
        .map((r) => ({
          option: { id: `city:${r.id}`, type: 'city', label: r.name, detail: r.county_kind === 'capital' ? 'Főváros' : r.county_name },
          names: [r.name],
          population: r.population,
        })),
  },
  district: {
    select: 'SELECT d.id, d.roman, d.name, d.nickname, d.population, c.name AS city_name FROM districts d JOIN cities c ON c.id = d.city_id',
    conditions: [],
    id: 'd.id',
    // 23 rows and no folded column: they are ranked in full, which also finds "13. kerület" or "Budapest XIII".
    folded: null,
    population: 'd.population',
    read: (rows) =>
      z
        .array(districtRow)
        .parse(rows)
        .map((r) => {
          const label = `${r.city_name} ${r.name}`;
          return {
            option: { id: `district:${r.id}`, type: 'district', label, detail: r.nickname },
            // People write districts many ways: "XIII. kerület", "13. kerület", "Budapest XIII",
            // "budapest 13", "Zugló" ("Bp. XIII" reads as "Budapest XIII": expandPlaceAbbreviations).
            names: [label, r.name, `${r.id}. kerület`, `${r.city_name} ${r.roman}`, `${r.city_name} ${r.id}`, ...(r.nickname ? [r.nickname] : [])],
            population: r.population,
          };
        }),
  },
  neighbourhood: {
    select: `SELECT n.id, n.name, coalesce(d.population, c.population) AS population, d.name AS district_name, c.name AS city_name
      FROM neighbourhoods n JOIN cities c ON c.id = n.city_id LEFT JOIN districts d ON d.id = n.district_id`,
    conditions: [],
    id: 'n.id',
    folded: 'n.name_folded',
    // A neighbourhood has no population of its own; its district's (or city's) ranks it among equals.
    population: 'coalesce(d.population, c.population)',
    read: (rows) =>
      z
        .array(neighbourhoodRow)
        .parse(rows)
        .map((r) => ({
          option: { id: `neighbourhood:${r.id}`, type: 'neighbourhood', label: r.name, detail: r.district_name ? `${r.city_name} ${r.district_name}` : r.city_name },
          names: [r.name],
          population: r.population,
        })),
  },
  county: {
    select: 'SELECT co.id, co.name, co.population FROM counties co',
    // The capital is also a county; as a county it would only repeat the city.
    conditions: ["co.kind = 'county'"],
    id: 'co.id',
    // 19 rows, ranked in full, so the name used until 2023 ("Pest megye") finds them too.
    folded: null,
    population: 'co.population',
    read: (rows) =>
      z
        .array(countyRow)
        .parse(rows)
        .map((r) => ({
          option: { id: `county:${r.id}`, type: 'county', label: r.name, detail: null },
          names: [r.name, r.name.replace(/ vármegye$/, ' megye')],
          population: r.population,
        })),
  },
};

function where(conditions: string[]): string {
  return conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
}

async function readCandidates(db: D1Database, kinds: readonly PlaceKind[], statement: (source: KindSource, kind: PlaceKind) => D1PreparedStatement): Promise<Candidate[]> {
  if (kinds.length === 0) return [];
  const results = await db.batch(kinds.map((kind) => statement(sources[kind], kind)));
  return kinds.flatMap((kind, i) => sources[kind].read(results[i]?.results ?? []));
}

/** D1 refuses a LIKE pattern longer than 50 bytes; the two `%` take two of them. */
const maxLikeNeedleBytes = 46;
const utf8 = new TextEncoder();

/**
 * The start of the folded search that fits a LIKE pattern. The pattern only pre-filters (the
 * ranking checks the whole text), so a shorter needle finds a few more rows, never fewer.
 */
function likeNeedle(folded: string): string {
  let needle = folded;
  while (utf8.encode(needle).length > maxLikeNeedleBytes) needle = [...needle].slice(0, -1).join('');
  return needle.trimEnd();
}

/**
 * The places whose name matches the search, ignoring case and accents: exact, then prefix, then
 * word prefix, then infix; bigger places first among equals; at most `limit`. D1 pre-filters on
 * the folded names, and the ranking is the domain's (createTextIndex), so both agree.
 * An empty search answers the biggest places, what a dropdown shows before typing.
 */
export async function searchPlaceOptions(db: D1Database, search: string, kinds: readonly PlaceKind[], limit: number): Promise<PlaceOption[]> {
  const folded = expandPlaceAbbreviations(foldHungarian(search));
  if (folded === '') {
    const biggest = await readCandidates(db, kinds, (s) =>
      db.prepare(`${s.select}${where(s.conditions)} ORDER BY ${s.population} DESC, ${s.id} LIMIT ?`).bind(limit),
    );
    // A stable sort keeps the kinds' order (city, district, …) among equal populations.
    return biggest
      .sort((a, b) => b.population - a.population)
      .slice(0, limit)
      .map((c) => c.option);
  }
  // Folded text holds only letters, digits and spaces, so it needs no LIKE escaping.
  const candidates = await readCandidates(db, kinds, (s) =>
    s.folded === null
      ? db.prepare(`${s.select}${where(s.conditions)}`)
      : db.prepare(`${s.select}${where([...s.conditions, `${s.folded} LIKE ?`])}`).bind(`%${likeNeedle(folded)}%`),
  );
  const index = createTextIndex(candidates, { names: (c) => c.names, weight: (c) => c.population });
  return index.search(folded, limit).map((c) => c.option);
}

/** The options of these place ids, in the order asked, each once; ids no place has are left out. */
export async function placeOptionsByIds(db: D1Database, ids: readonly PlaceRef[]): Promise<PlaceOption[]> {
  const kinds = placeKinds.filter((kind) => ids.some((id) => id.kind === kind));
  const candidates = await readCandidates(db, kinds, (s, kind) => {
    const wanted = [...new Set(ids.filter((id) => id.kind === kind).map((id) => id.id))];
    return db.prepare(`${s.select}${where([...s.conditions, `${s.id} IN (${wanted.map(() => '?').join(', ')})`])}`).bind(...wanted);
  });
  const byId = new Map(candidates.map((c) => [c.option.id, c.option]));
  return [...new Set(ids.map(placeId))].flatMap((id) => byId.get(id) ?? []);
}

/** The column of `properties` that names a listing's place of each kind. */
export const listingPlaceColumns: Readonly<Record<PlaceKind, string>> = {
  city: 'city_id',
  district: 'district_id',
  neighbourhood: 'neighbourhood_id',
  county: 'county_id',
};

/**
 * The options of every place of each kind that some listing within `scope` (a condition on
 * `properties`, with its one binding) lies in: one statement per kind, each naming its places by a
 * subquery, so a network's thousand places need no thousand bound ids.
 */
export async function placeOptionsOfListings(db: D1Database, scope: { sql: string; value: number }): Promise<PlaceOption[]> {
  const candidates = await readCandidates(db, placeKinds, (s, kind) =>
    db.prepare(`${s.select}${where([...s.conditions, `${s.id} IN (SELECT ${listingPlaceColumns[kind]} FROM properties WHERE ${scope.sql})`])}`).bind(scope.value),
  );
  return candidates.map((c) => c.option);
}
