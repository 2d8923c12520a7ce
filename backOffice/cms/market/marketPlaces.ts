/**
 * @module The places that have a price statistics page, read from D1's geography tables: every
 * county (Budapest, the capital, is its city's page), city and Budapest district, each by its slug
 * (domain/marketStatistics/placeSlug.ts, made from the name D1 keeps folded); and the names of the
 * areas the statistics list within a place. Read from D1 rather than domain/geography, whose
 * tables would weigh the worker by 10 KiB gzipped.
 */
import * as z from 'zod/mini';
import type { MarketArea, MarketPlace } from '../../../domain/cms/marketSchemas';
import { budapestCityId } from '../../../domain/geography/districts';
import { placeSlug } from '../../../domain/marketStatistics/placeSlug';

const placeRowSchema = z.object({
  kind: z.enum(['county', 'city', 'district']),
  id: z.int(),
  name: z.string(),
  parent_id: z.nullable(z.int()),
  parent_name: z.nullable(z.string()),
  parent_kind: z.nullable(z.string()),
});

/**
 * The place a slug names with the places it lies in, in one query: a Budapest district by its
 * Roman numeral, else a city or county by its folded name (a slug is the folded name with hyphens).
 */
export function placeStatement(db: D1Database, slug: string): D1PreparedStatement {
  const roman = /^budapest-([ivxl]+)-kerulet$/.exec(slug)?.[1]?.toUpperCase() ?? '';
  return db
    .prepare(
      `SELECT 'district' AS kind, d.id, 'Budapest ' || d.name AS name, c.id AS parent_id, c.name AS parent_name, 'city' AS parent_kind
         FROM districts d JOIN cities c ON c.id = d.city_id WHERE d.roman = ?1
       UNION ALL
       SELECT 'city', c.id, c.name, co.id, co.name, co.kind FROM cities c JOIN counties co ON co.id = c.county_id WHERE c.name_folded = ?2
       UNION ALL
       SELECT 'county', co.id, co.name, NULL, NULL, NULL FROM counties co WHERE co.kind = 'county' AND co.name_folded = ?2
       LIMIT 1`,
    )
    .bind(roman, slug.replaceAll('-', ' '));
}

const place = (kind: MarketPlace['kind'], id: number, name: string): MarketPlace => ({ kind, id, name, slug: placeSlug(name) });

/** The place and its parents (a city's county, a district's Budapest) from placeStatement's row; null for none or another slug. */
export function placeOfRow(row: unknown, slug: string): { place: MarketPlace; parents: MarketPlace[] } | null {
  if (row === undefined) return null;
  const found = placeRowSchema.parse(row);
  const result = place(found.kind, found.id, found.name);
  // Only the canonical slug: "budapest-xiii-kerulet", not another spelling that folds the same.
  if (result.slug !== slug) return null;
  const parents =
    found.parent_id === null || found.parent_name === null || found.parent_kind === 'capital'
      ? []
      : [place(found.parent_kind === 'city' ? 'city' : 'county', found.parent_id, found.parent_name)];
  return { place: result, parents };
}

/** The kind of area a place's statistics list within it. */
export type AreaKind = MarketArea['kind'];

/** What areas a place is split into: the scope by county, a county by city, Budapest by district, a city or district by neighbourhood. */
export function areaKindWithin(p: MarketPlace | null): AreaKind {
  if (p === null) return 'county';
  if (p.kind === 'county') return 'city';
  if (p.kind === 'city' && p.id === budapestCityId) return 'district';
  return 'neighbourhood';
}

const areaNameRowSchema = z.object({ id: z.int(), name: z.string(), capital: z.int() });

/** The names of the areas of `kind` within `p` (a few hundred rows at most), for areaNames. */
export function areaNamesStatement(db: D1Database, kind: AreaKind, p: MarketPlace | null): D1PreparedStatement {
  switch (kind) {
    case 'county':
      return db.prepare("SELECT id, name, kind = 'capital' AS capital FROM counties");
    case 'city':
      return db.prepare('SELECT id, name, 0 AS capital FROM cities WHERE county_id = ?').bind(p?.id ?? 0);
    case 'district':
      return db.prepare("SELECT id, 'Budapest ' || name AS name, 0 AS capital FROM districts");
    case 'neighbourhood':
      return db.prepare(`SELECT id, name, 0 AS capital FROM neighbourhoods WHERE ${p?.kind === 'district' ? 'district_id' : 'city_id'} = ?`).bind(p?.id ?? 0);
  }
}

/** Each area's name and slug (null: no page of its own) by id. Budapest as a county has its city's page. */
export function areaNames(kind: AreaKind, rows: unknown[]): Map<number, { name: string; slug: string | null }> {
  return new Map(
    z.array(areaNameRowSchema).parse(rows).map((row) => {
      const name = row.capital === 1 ? 'Budapest' : row.name;
      return [row.id, { name, slug: kind === 'neighbourhood' ? null : placeSlug(name) }];
    }),
  );
}
