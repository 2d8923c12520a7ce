import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AlertRow } from '../../worker/searchAlerts/alertRecord';
import { maxBoundParameters, maxPlaceholderPlaces } from '../cms/search/searchQuery';
import { filterShapeRuns, filterShapes, fortyCitiesFilter, largestFilter } from '../test/searchFilterShapes';
import { alertMatches, digestStatements } from './alertMatching';
import { placeListings } from '../test/listingPlaces';
import { areaContains, parseArea } from '../../domain/search/searchArea';
import { publicLocation } from '../../domain/listings/listingLocation';

/** A stored alert of franchise 1 with this saved query (only its query and unit are read here). */
const alertWith = (query: string): AlertRow => ({
  id: 1,
  subdomain: 'immo1',
  site_url: 'http://immo1.localhost',
  unit_type: 'franchise',
  unit_id: 1,
  email: 'anna@example.hu',
  query,
  frequency: 'daily',
  state: 'confirmed',
  created_at: '2026-11-01 00:00:00',
  confirmed_at: '2026-11-01 00:00:00',
  last_sent_at: '2026-11-01 00:00:00',
  failed_at: null,
});

/** Long ago: every demo listing is news, so the saved filter is run on all of them. */
const since = '2000-01-01 00:00:00';
const parameterCount = (sql: string) => sql.split('?').length - 1;

describe('alertMatches against D1', () => {
  it('runs every filter shape the search’s property test generates, each statement within D1’s 100 parameters (fast-check, the same seed)', async () => {
    await fc.assert(
      fc.asyncProperty(filterShapes, async (shape) => {
        for (const statement of Object.values(digestStatements(alertWith(shape), since))) {
          expect(parameterCount(statement.sql)).toBe(statement.params.length);
          expect(statement.params.length).toBeLessThanOrEqual(maxBoundParameters);
        }
        const found = await alertMatches(env.DB, alertWith(shape), since);
        expect(found.total).toBeGreaterThanOrEqual(found.matches.length);
      }),
      filterShapeRuns,
    );
  });

  it('runs the largest filter the search’s reader accepts, and the issue’s 40 cities with full option lists (97 parameters of the search)', async () => {
    const cities = Array.from({ length: maxPlaceholderPlaces }, (_, i) => i + 1);
    for (const query of [largestFilter(), fortyCitiesFilter(cities)]) {
      const { page } = digestStatements(alertWith(query), since);
      expect(page.params.length).toBeLessThanOrEqual(maxBoundParameters);
      await expect(alertMatches(env.DB, alertWith(query), since)).resolves.toMatchObject({ total: expect.any(Number) });
    }
  });

  it('applies a saved area: the news are the listings whose public point lies inside it, none without coordinates', async () => {
    const listings = await placeListings(env.DB);
    const text = '47.45,19.0;47.55,19.02;47.52,19.2;47.47,19.12';
    const area = parseArea(text);
    if (typeof area === 'string') throw new Error(area);
    const inside = listings.filter((l) => {
      if (l.franchise_id !== 1 || l.sale_status !== 0 || l.latitude === null || l.longitude === null || l.location_precision === null) return false;
      const point = publicLocation({ latitude: l.latitude, longitude: l.longitude, precision: l.location_precision });
      return areaContains(area, point.latitude, point.longitude);
    });
    const found = await alertMatches(env.DB, alertWith(`area=${text}`), since);
    expect(inside.length).toBeGreaterThan(5);
    expect(found.total).toBe(inside.length);
    expect(found.matches.map((m) => m.listing.id).every((id) => inside.some((l) => l.id === id))).toBe(true);
  });
});
