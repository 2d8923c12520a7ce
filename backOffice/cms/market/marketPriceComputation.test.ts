/**
 * The statistics' queries against real D1: their plans seek an index on the unit or the place (the
 * search's indexes) and the price changes by their key, never scanning a table.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { MarketPlace } from '../../../domain/cms/marketSchemas';
import type { Unit } from '../../../domain/tenant/unit';
import { marketStatements } from './marketPriceComputation';

const planSchema = z.array(z.object({ detail: z.string() }));

async function plan(sql: string, params: readonly (string | number)[]): Promise<string[]> {
  await env.DB.exec('ANALYZE');
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all();
  return planSchema.parse(results).map((row) => row.detail);
}

const franchise: Unit = { type: 'franchise', id: 1 };
const office: Unit = { type: 'office', id: 13 };
const budapest: MarketPlace = { kind: 'city', id: 1, name: 'Budapest', slug: 'budapest' };
const xiii: MarketPlace = { kind: 'district', id: 13, name: 'Budapest XIII. kerület', slug: 'budapest-xiii-kerulet' };
const pest: MarketPlace = { kind: 'county', id: 13, name: 'Pest vármegye', slug: 'pest-varmegye' };

describe('the market statistics queries', () => {
  const cases: [string, Unit, MarketPlace | null, RegExp][] = [
    // Which index SQLite picks depends on its statistics; each must be sought by the unit or the place.
    ['a franchise’s scope', franchise, null, /^SEARCH p USING (COVERING )?INDEX properties_franchise_\w+ \(franchise_id=\? AND sale_status=\?\)/],
    ['an office’s scope', office, null, /^SEARCH p USING (COVERING )?INDEX properties_office_\w+ \(office_id=\? AND sale_status=\?\)/],
    ['a city', franchise, budapest, /^SEARCH p USING (COVERING )?INDEX properties_\w+ \((city_id=\? AND sale_status=\? AND franchise_id=\?|franchise_id=\? AND sale_status=\?)\)/],
    ['a district', franchise, xiii, /^SEARCH p USING (COVERING )?INDEX properties_\w+ \((district_id=\? AND sale_status=\? AND franchise_id=\?|franchise_id=\? AND sale_status=\?)\)/],
    ['a county, through its cities', franchise, pest, /^SEARCH p USING (COVERING )?INDEX properties_\w+ \((city_id=\? AND sale_status=\? AND franchise_id=\?|franchise_id=\? AND sale_status=\?)\)/],
  ];
  for (const [name, unit, place, expected] of cases) {
    it(`read ${name} by seeking an index on the unit or the place, and the changes by their key, scanning no table`, async () => {
      const { rows, changes } = marketStatements(unit, place, 0);
      const rowPlan = await plan(rows.sql, rows.params);
      expect(rowPlan.join('\n')).toMatch(new RegExp(expected.source, 'm'));
      const changePlan = await plan(changes.sql, changes.params);
      expect(changePlan.join('\n')).toMatch(new RegExp(expected.source, 'm'));
      expect(changePlan.join('\n')).toMatch(/SEARCH c USING PRIMARY KEY \(property_id=\?\)/);
      for (const detail of [...rowPlan, ...changePlan]) expect(detail, detail).not.toMatch(/^SCAN (p|c|properties|property_price_changes)\b/);
    });
  }
});
