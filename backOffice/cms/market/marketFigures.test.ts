/**
 * The stored price statistics against real D1: listing writes mark the rows of the places they touch
 * stale, a refresh recomputes them equal to a direct computation, a page with current figures reads one
 * row by its key, a missing one is computed and stored once, and the Cron Trigger's run is bounded.
 */
import { createScheduledController, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { marketPricesSchema } from '../../../domain/cms/marketSchemas';
import { isoSeconds, marketFiguresFormat } from '../../../domain/marketStatistics/figureFreshness';
import { placeSlug } from '../../../domain/marketStatistics/placeSlug';
import type { Unit } from '../../../domain/tenant/unit';
import backOffice from '../../index';
import worker from '../../../worker/index';
import { countingDatabase, d1Log } from '../../../worker/test/countingDatabase';
import { sqlMedian } from '../../../worker/test/sqlMedian';
import { embeddedCms } from '../embeddedCms';
import { envelope, firstRow, jsonOf, rows } from '../../test/testCms';
import { computeFigures, cronRefreshLimits, refreshMarketFigures, storedAnswer, storedFiguresStatement } from './marketFigures';
import { marketFiguresCron } from './marketFiguresSchedule';

/** A Cron Trigger's refresh. */
const refresh = () => refreshMarketFigures(env.DB, new Date());

const franchise: Unit = { type: 'franchise', id: 1 };
const office: Unit = { type: 'office', id: 13 };

/** The CMS call of a page, through a D1 that logs what it is asked. */
async function marketPrices(unit: Unit, place?: string) {
  const log = d1Log();
  const query = `unit_type=${unit.type}&${unit.type}_id=${unit.id}${place ? `&place=${place}` : ''}`;
  const response = await embeddedCms.request(`/api/cms/market-prices?${query}`, {}, { ...env, DB: countingDatabase(log) });
  return { response, log };
}

const rowSchema = z.object({ unit_type: z.string(), unit_id: z.number(), slug: z.string(), changes: z.number(), computed_changes: z.number().nullable(), stale_since: z.string().nullable(), answer: z.string().nullable() });
const stored = () => rows('SELECT unit_type, unit_id, slug, changes, computed_changes, stale_since, answer FROM market_figures ORDER BY unit_type, unit_id, slug', rowSchema);
const storedRow = (unit: Unit, slug: string) => firstRow('SELECT unit_type, unit_id, slug, changes, computed_changes, stale_since, answer FROM market_figures WHERE unit_type = ? AND unit_id = ? AND slug = ?', rowSchema, unit.type, unit.id, slug);
const staleSlugs = async () => (await stored()).filter((r) => r.stale_since !== null).map((r) => `${r.unit_type}:${r.unit_id}:${r.slug}`);

/** A Budapest flat for sale of office 13 (in franchise 1), moved to district XIII so every kind of place has it. */
async function budapestFlat(): Promise<number> {
  const { id } = await firstRow('SELECT id FROM properties WHERE office_id = 13 AND franchise_id = 1 AND sale_status = 0 AND property_type = 1 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
  await env.DB.prepare('UPDATE properties SET county_id = 1, city_id = 1, district_id = 13, neighbourhood_id = NULL WHERE id = ?').bind(id).run();
  return id;
}

/** The stored answer without its computation time, to compare with another computation. */
const figuresOf = (answer: string | null) => {
  const data = storedAnswer(answer);
  return data && { ...data, computed_at: '' };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the stored market figures', () => {
  it('a page whose figures are missing computes and stores them once; the next read is one query by primary key', async () => {
    const first = await marketPrices(franchise, 'budapest');
    expect(first.response.status).toBe(200);
    expect(first.log.rounds.length).toBeGreaterThan(1);
    const row = await storedRow(franchise, 'budapest');
    expect(row.stale_since).toBeNull();
    const firstData = (await jsonOf(first.response, envelope(marketPricesSchema))).data;
    expect(storedAnswer(row.answer)).toEqual(firstData);

    const second = await marketPrices(franchise, 'budapest');
    expect(second.log.rounds).toHaveLength(1);
    expect(second.log.rounds[0]).toEqual([expect.stringMatching(/^SELECT format, computed_at, stale_since, answer FROM market_/)]);
    expect((await jsonOf(second.response, envelope(marketPricesSchema))).data).toEqual(firstData);
    expect((await storedRow(franchise, 'budapest')).computed_changes).toBe(row.computed_changes);
  });

  it('reads a page’s row by seeking its primary key (EXPLAIN QUERY PLAN)', async () => {
    await env.DB.exec('ANALYZE');
    const statement = storedFiguresStatement(env.DB, { unit: franchise, slug: 'budapest' });
    const { results } = await env.DB.prepare('EXPLAIN QUERY PLAN SELECT format, computed_at, stale_since, answer FROM market_figures WHERE unit_type = ? AND unit_id = ? AND slug = ?').bind('franchise', 1, 'budapest').all();
    expect(z.array(z.object({ detail: z.string() })).parse(results).map((r) => r.detail)).toEqual(['SEARCH market_figures USING INDEX sqlite_autoindex_market_figures_1 (unit_type=? AND unit_id=? AND slug=?)']);
    // The statement the page runs is that one.
    expect(await statement.first()).toBeNull();
  });

  it('stores nothing for an unknown place or unit', async () => {
    expect((await marketPrices(franchise, 'nincs-ilyen-hely')).response.status).toBe(404);
    expect((await marketPrices({ type: 'franchise', id: 999 })).response.status).toBe(404);
    expect((await marketPrices({ type: 'office', id: 999 }, 'budapest')).response.status).toBe(404);
    expect(await stored()).toEqual([]);
  });

  it('answers 404 and stores nothing for a place where the unit has no listing, and computes a place it has listings in', async () => {
    // Cities and counties office 13 has no listing in (its listings are in Budapest): what a crawler of made-up addresses asks for.
    const empty = await rows(
      `SELECT name FROM (SELECT name, id FROM cities WHERE id NOT IN (SELECT city_id FROM properties WHERE office_id = 13) ORDER BY id LIMIT 20)
       UNION ALL SELECT name FROM (SELECT name, id FROM counties WHERE kind = 'county' AND id NOT IN (SELECT county_id FROM properties WHERE office_id = 13) ORDER BY id LIMIT 10)`,
      z.object({ name: z.string() }),
    );
    expect(empty.length).toBe(30);
    const count = async () => (await firstRow('SELECT count(*) AS n FROM market_figures', z.object({ n: z.number() }))).n;
    const before = await count();
    for (const { name } of empty) {
      const { response } = await marketPrices(office, placeSlug(name));
      expect(response.status, name).toBe(404);
      expect(await response.json(), name).toEqual({ error: 'not_found', message: 'This unit has no listings in this place' });
    }
    expect(await count()).toBe(before);
    expect((await marketPrices(office, 'budapest')).response.status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('a refresh drops the row of a place whose last listing of the unit has gone', async () => {
    const id = await budapestFlat();
    const city = await firstRow('SELECT id, county_id, name FROM cities WHERE id NOT IN (SELECT city_id FROM properties WHERE office_id = 13) ORDER BY id LIMIT 1', z.object({ id: z.number(), county_id: z.number(), name: z.string() }));
    await env.DB.prepare('UPDATE properties SET county_id = ?, city_id = ?, district_id = NULL WHERE id = ?').bind(city.county_id, city.id, id).run();
    expect((await marketPrices(office, placeSlug(city.name))).response.status).toBe(200);
    expect((await stored()).map((r) => `${r.unit_type}:${r.unit_id}:${r.slug}`)).toEqual([`office:13:${placeSlug(city.name)}`]);
    await env.DB.prepare('DELETE FROM properties WHERE id = ?').bind(id).run();
    expect(await refresh()).toMatchObject({ refreshed: 0, dropped: 1 });
    expect(await stored()).toEqual([]);
    expect((await marketPrices(office, placeSlug(city.name))).response.status).toBe(404);
  });

  it('a listing change marks stale the rows of its places in both its units, and only those', async () => {
    const id = await budapestFlat();
    for (const [unit, place] of [[franchise, ''], [franchise, 'budapest'], [franchise, 'budapest-xiii-kerulet'], [franchise, 'gyor'], [office, ''], [office, 'budapest'], [{ type: 'franchise', id: 2 } satisfies Unit, '']] as const) {
      expect((await marketPrices(unit, place || undefined)).response.status).toBe(200);
    }
    expect(await staleSlugs()).toEqual([]);
    await env.DB.prepare('UPDATE properties SET price = price - 1000000 WHERE id = ?').bind(id).run();
    expect(await staleSlugs()).toEqual(['franchise:1:', 'franchise:1:budapest', 'franchise:1:budapest-xiii-kerulet', 'office:13:', 'office:13:budapest']);
    // A column the statistics do not read marks nothing.
    await refresh();
    await env.DB.prepare("UPDATE properties SET name = 'Új név' WHERE id = ?").bind(id).run();
    expect(await staleSlugs()).toEqual([]);
    // Nor does a listing they do not count (a garage).
    await env.DB.prepare('UPDATE properties SET property_type = 5 WHERE id = ?').bind(id).run();
    await refresh();
    await env.DB.prepare('UPDATE properties SET price = price + 1 WHERE id = ?').bind(id).run();
    expect(await staleSlugs()).toEqual([]);
  });

  it('a price change, a new listing, a listing moved away and a deleted one mark their places stale', async () => {
    const id = await budapestFlat();
    await marketPrices(franchise, 'budapest-xiii-kerulet');
    await marketPrices(franchise, 'gyor');
    const gyor = await firstRow("SELECT id, county_id FROM cities WHERE name_folded = 'gyor'", z.object({ id: z.number(), county_id: z.number() }));
    const writes: [string, () => Promise<unknown>, string[]][] = [
      ['a price change', () => env.DB.prepare("INSERT INTO property_price_changes (property_id, changed_at, old_price, new_price) VALUES (?, '2026-11-01 10:00:00', 50000000, 45000000)").bind(id).run(), ['franchise:1:budapest-xiii-kerulet']],
      ['a move to Győr', () => env.DB.prepare('UPDATE properties SET county_id = ?, city_id = ?, district_id = NULL WHERE id = ?').bind(gyor.county_id, gyor.id, id).run(), ['franchise:1:budapest-xiii-kerulet', 'franchise:1:gyor']],
      ['a deletion', () => env.DB.prepare('DELETE FROM properties WHERE id = ?').bind(id).run(), ['franchise:1:gyor']],
      [
        'a new listing',
        () =>
          env.DB.prepare(
            'INSERT INTO properties (id, franchise_id, office_id, name, sale_status, property_type, price, default_size, county_id, city_id, district_id) VALUES (999999, 1, 13, ?, 0, 1, 60000000, 50, 1, 1, 13)',
          )
            .bind('Új lakás')
            .run(),
        ['franchise:1:budapest-xiii-kerulet'],
      ],
    ];
    for (const [name, write, expected] of writes) {
      await refresh();
      expect(await staleSlugs(), `before ${name}`).toEqual([]);
      await write();
      expect(await staleSlugs(), name).toEqual(expected);
    }
  });

  it('a refresh recomputes stale figures equal to a direct computation and to the figures computed in SQL', async () => {
    const id = await budapestFlat();
    await marketPrices(franchise);
    await marketPrices(franchise, 'budapest');
    const before = await storedRow(franchise, 'budapest');
    await env.DB.prepare('UPDATE properties SET price = price * 2 WHERE id = ?').bind(id).run();
    expect((await storedRow(franchise, 'budapest')).stale_since).not.toBeNull();

    const report = await refresh();
    expect(report).toMatchObject({ refreshed: 2, dropped: 0, more: false });
    const after = await storedRow(franchise, 'budapest');
    expect(after.stale_since).toBeNull();
    expect(after.computed_changes).toBe(after.changes);
    expect(after.answer).not.toBe(before.answer);
    const direct = await computeFigures(env.DB, { unit: franchise, slug: 'budapest' }, new Date());
    expect(direct.kind).toBe('figures');
    expect(figuresOf(after.answer)).toEqual(direct.kind === 'figures' ? { ...direct.data, computed_at: '' } : null);
    const flat = storedAnswer(after.answer)?.groups.find((g) => g.key === 'flat-sale');
    const expected = await sqlMedian('franchise_id = 1 AND sale_status = 0 AND property_type = 1 AND city_id = 1');
    expect({ count: flat?.count, median: flat?.median }).toEqual({ count: expected.n, median: expected.n >= 10 ? expected.median : null });
  });

  it('a change made while figures are computed leaves them stale, to be computed again', async () => {
    const id = await budapestFlat();
    await marketPrices(franchise, 'budapest');
    await env.DB.prepare('UPDATE properties SET price = price + 1 WHERE id = ?').bind(id).run();
    // A D1 whose every batch is followed by another change of the listing, before the figures are written.
    const racing = new Proxy(env.DB, {
      get(target, key) {
        if (key === 'batch') {
          return async (statements: D1PreparedStatement[]) => {
            const results = await target.batch(statements);
            await target.prepare('UPDATE properties SET price = price + 1 WHERE id = ?').bind(id).run();
            return results;
          };
        }
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await computeFigures(racing, { unit: franchise, slug: 'budapest' }, new Date());
    const row = await storedRow(franchise, 'budapest');
    expect(row.stale_since).not.toBeNull();
    expect(row.computed_changes).toBeLessThan(row.changes);
    await refresh();
    expect((await storedRow(franchise, 'budapest')).stale_since).toBeNull();
  });

  it('a page serves stale figures for up to an hour while the Cron Trigger catches up, and computes them itself past that', async () => {
    const id = await budapestFlat();
    await marketPrices(franchise, 'budapest');
    const fresh = await storedRow(franchise, 'budapest');
    await env.DB.prepare('UPDATE properties SET price = price * 2 WHERE id = ?').bind(id).run();
    const staleRead = await marketPrices(franchise, 'budapest');
    expect(staleRead.log.rounds).toHaveLength(1);
    expect((await jsonOf(staleRead.response, envelope(marketPricesSchema))).data).toEqual(storedAnswer(fresh.answer));

    await env.DB.prepare("UPDATE market_figures SET stale_since = ? WHERE slug = 'budapest'").bind(isoSeconds(new Date(Date.now() - 3_601_000))).run();
    const lateRead = await marketPrices(franchise, 'budapest');
    expect(lateRead.log.rounds.length).toBeGreaterThan(1);
    const row = await storedRow(franchise, 'budapest');
    expect(row.stale_since).toBeNull();
    expect((await jsonOf(lateRead.response, envelope(marketPricesSchema))).data).toEqual(storedAnswer(row.answer));
    expect(row.answer).not.toBe(fresh.answer);
  });

  it('recomputes on read an answer of another format or one that no longer reads back', async () => {
    await marketPrices(franchise, 'budapest');
    for (const change of [`format = ${marketFiguresFormat - 1}`, `answer = '{"place":null}'`]) {
      await env.DB.prepare(`UPDATE market_figures SET ${change} WHERE slug = 'budapest'`).run();
      const read = await marketPrices(franchise, 'budapest');
      expect(read.response.status, change).toBe(200);
      expect(read.log.rounds.length, change).toBeGreaterThan(1);
      expect(storedAnswer((await storedRow(franchise, 'budapest')).answer), change).not.toBeNull();
    }
  });

  it('refreshes last month’s figures, whose trend ends a month early', async () => {
    await marketPrices(franchise, 'budapest');
    await env.DB.prepare("UPDATE market_figures SET computed_at = '2020-01-01T00:00:00Z'").run();
    expect(await refresh()).toMatchObject({ refreshed: 1, more: false });
    expect((await storedRow(franchise, 'budapest')).stale_since).toBeNull();
  });

  it('a Cron Trigger run recomputes at most its bound, most overdue first, within the D1 queries an invocation may make', async () => {
    for (const [unit, place] of [[franchise, ''], [franchise, 'budapest'], [franchise, 'gyor'], [franchise, 'pest-varmegye'], [office, '']] as const) await marketPrices(unit, place || undefined);
    await env.DB.prepare("UPDATE market_figures SET stale_since = '2026-11-01T00:00:00Z'").run();
    await env.DB.prepare("UPDATE market_figures SET stale_since = '2026-01-01T00:00:00Z' WHERE unit_type = 'office'").run();
    const log = d1Log();
    const report = await refreshMarketFigures(countingDatabase(log), new Date(), { maxFigures: 3, maxMilliseconds: 60_000 });
    expect(report).toMatchObject({ refreshed: 3, dropped: 0, more: true });
    // The longest stale first.
    expect((await storedRow(office, '')).stale_since).toBeNull();
    expect(await staleSlugs()).toHaveLength(2);
    // Queries, each statement of a batch counted: the due rows (a batch of 2), then each page.
    const queries = log.rounds.flat().reduce((sum, label) => sum + Number(/^batch\((\d+)\)$/.exec(label)?.[1] ?? 1), 0);
    const perFigure = (queries - 2) / 3;
    expect(perFigure).toBeLessThanOrEqual(11);
    expect(2 + cronRefreshLimits.maxFigures * perFigure).toBeLessThan(1000);
    // A run out of time begins no further page.
    expect(await refreshMarketFigures(env.DB, new Date(), { maxFigures: 100, maxMilliseconds: 0 })).toMatchObject({ refreshed: 0, more: true });
    expect(await refreshMarketFigures(env.DB, new Date(), { maxFigures: 3, maxMilliseconds: 60_000 })).toMatchObject({ refreshed: 2, more: false });
    expect(await staleSlugs()).toEqual([]);
  });

  it('drops the row of a unit that is gone', async () => {
    const closing: Unit = { type: 'office', id: 998 };
    await env.DB.prepare("INSERT INTO offices (id, franchise_id, name, city_id, address) VALUES (998, 1, 'Bezáró iroda', 1, 'Budapest')").run();
    expect((await marketPrices(closing)).response.status).toBe(200);
    await marketPrices(office);
    await env.DB.prepare('DELETE FROM offices WHERE id = 998').run();
    expect((await stored()).map((r) => `${r.unit_type}:${r.unit_id}:${r.slug}`)).toEqual(['office:13:']);
  });

  it('is the back office’s Cron Trigger’s work; the site worker’s crons leave it alone', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const id = await budapestFlat();
    await marketPrices(franchise, 'budapest');
    await env.DB.prepare('UPDATE properties SET price = price * 2 WHERE id = ?').bind(id).run();
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), env);
    expect(await staleSlugs()).toEqual(['franchise:1:budapest']);
    await backOffice.scheduled(createScheduledController({ cron: marketFiguresCron }), env);
    expect((await storedRow(franchise, 'budapest')).stale_since).toBeNull();
  });
});
