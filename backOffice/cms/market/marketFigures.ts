/**
 * @module The price statistics as pages read them: stored per unit and place in market_figures
 * (migrations/0012_market_figures.sql, docs/decisions/026-precomputed-market-figures.md). A page reads
 * its row by key; a row that cannot be served (figureFreshness.ts) is computed by that request and
 * stored, so it is computed once per change. Listing writes mark rows stale in the database; the Cron
 * Trigger recomputes stale rows in bounded batches (refreshMarketFigures), outside visitors' requests.
 */
import * as z from 'zod/mini';
import type { CmsAnswer } from '../../../domain/cms/cmsContract';
import { type MarketPrices, marketPricesSchema } from '../../../domain/cms/marketSchemas';
import { isoSeconds, marketFiguresFormat, monthStart } from '../../../domain/marketStatistics/figureFreshness';
import type { Unit } from '../../../domain/tenant/unit';
import { unitTypes } from '../../../domain/tenant/unit';
import { type FoundPlace, marketPriceReads, marketPricesOf, placeHasListings } from './marketPriceComputation';
import { placeOfRow, placeStatement } from './marketPlaces';

/** A row's primary key in SQL, bound as unit type, unit id, slug. */
const byKey = 'unit_type = ? AND unit_id = ? AND slug = ?';

/** A unit's page: its scope (slug '') or a place by slug. */
interface FigureKey {
  unit: Unit;
  slug: string;
}

const storedRowSchema = z.object({
  format: z.nullable(z.int()),
  computed_at: z.nullable(z.string()),
  stale_since: z.nullable(z.string()),
  answer: z.nullable(z.string()),
});
type StoredFigures = z.infer<typeof storedRowSchema>;

/** The one query of a page whose figures are stored: the row by its primary key. */
export function storedFiguresStatement(db: D1Database, { unit, slug }: FigureKey): D1PreparedStatement {
  return db.prepare(`SELECT format, computed_at, stale_since, answer FROM market_figures WHERE ${byKey}`).bind(unit.type, unit.id, slug);
}

/** The stored row of a page, or null when there is none. */
export async function storedFigures(db: D1Database, key: FigureKey): Promise<StoredFigures | null> {
  const row = await storedFiguresStatement(db, key).first();
  return row === null ? null : storedRowSchema.parse(row);
}

/** A stored answer read back, or null when it is not one this code wrote (another shape after a deploy, or broken). */
export function storedAnswer(text: string | null): MarketPrices | null {
  if (text === null) return null;
  try {
    const json: unknown = JSON.parse(text);
    const parsed = marketPricesSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What computing a page's figures found. */
type ComputedFigures = { kind: 'figures'; data: CmsAnswer<'marketPrices'> } | { kind: 'unknownUnit' } | { kind: 'unknownPlace' } | { kind: 'noListings' };

const changesRowSchema = z.object({ changes: z.int() });

/**
 * Computes a page's figures from the listings and stores them, in three rounds: the place by its slug;
 * one batch (a transaction) that makes sure the row exists, reads its change count and everything the
 * figures are made of; the answer with that count. A listing change after the batch bumps the count
 * again, so the row stays stale and is recomputed. Nothing is stored for an unknown unit or place, nor for a
 * place where the unit has no counted listing (noListings): a visitor's GET must not add a row per made-up
 * unit and place (DESIGN.md "Seams"); such a place's old row is left for the Cron Trigger to drop.
 */
export async function computeFigures(db: D1Database, { unit, slug }: FigureKey, now: Date): Promise<ComputedFigures> {
  let found: FoundPlace = { place: null, parents: [] };
  if (slug !== '') {
    const named = placeOfRow((await placeStatement(db, slug).all()).results[0], slug);
    if (named === null) return { kind: 'unknownPlace' };
    found = named;
  }
  const key = [unit.type, unit.id, slug] as const;
  const existsSql = unit.type === 'franchise' ? 'SELECT 1 FROM franchises WHERE id = ?' : 'SELECT 1 FROM offices WHERE id = ?';
  // A placeholder (no answer, stale from now) for the triggers to mark from this transaction on; for a
  // place, only where the unit has listings there: the same rows the batch reads, so the two agree.
  const listed = found.place ? placeHasListings(unit, found.place) : { sql: '1', params: [] };
  const placeholder = db
    .prepare(`INSERT OR IGNORE INTO market_figures (unit_type, unit_id, slug, place_kind, place_id, stale_since) SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (${existsSql}) AND ${listed.sql}`)
    .bind(...key, found.place?.kind ?? 'scope', found.place?.id ?? 0, isoSeconds(now), unit.id, ...listed.params);
  const changes = db.prepare(`SELECT changes FROM market_figures WHERE ${byKey}`).bind(...key);
  const [, changesResult, ...reads] = await db.batch([placeholder, changes, ...marketPriceReads(db, unit, found.place)]);
  const data = marketPricesOf(found, reads, now);
  if (data === null) return { kind: 'unknownUnit' };
  if (found.place !== null && data.listing_count === 0) return { kind: 'noListings' };
  const readChanges = changesRowSchema.parse(changesResult?.results[0]).changes;
  await db
    .prepare(
      `UPDATE market_figures SET answer = ?, format = ?, computed_at = ?, computed_changes = ?4,
         stale_since = CASE WHEN changes = ?4 THEN NULL ELSE stale_since END
       WHERE ${byKey}`,
    )
    .bind(JSON.stringify(data), marketFiguresFormat, isoSeconds(now), readChanges, ...key)
    .run();
  return { kind: 'figures', data };
}

/** Bounds of one refresh (one Cron Trigger invocation). */
interface RefreshLimits {
  /**
   * Most pages recomputed. Each costs 11 D1 queries (the place, a batch of 9, the write): 50 stay well
   * under the 1,000 queries an invocation may make.
   */
  maxFigures: number;
  /** No further page is begun after this many milliseconds: the wall clock bounds the CPU time (30 s by default) from above. */
  maxMilliseconds: number;
}

export const cronRefreshLimits: RefreshLimits = { maxFigures: 50, maxMilliseconds: 15_000 };

const dueRowSchema = z.object({ unit_type: z.enum(unitTypes), unit_id: z.int(), slug: z.string() });

/** The pages whose stored figures are out of date, most overdue first: stale ones by their first missed change, then last month's by age (another format's are recomputed when read). */
async function dueFigures(db: D1Database, now: Date, limit: number): Promise<FigureKey[]> {
  const results = await db.batch([
    db.prepare('SELECT unit_type, unit_id, slug FROM market_figures WHERE stale_since IS NOT NULL ORDER BY stale_since LIMIT ?').bind(limit),
    db.prepare('SELECT unit_type, unit_id, slug FROM market_figures WHERE computed_at < ? ORDER BY computed_at LIMIT ?').bind(monthStart(now), limit),
  ]);
  const keys = new Map<string, FigureKey>();
  for (const result of results) {
    for (const row of z.array(dueRowSchema).parse(result.results)) {
      keys.set(`${row.unit_type}:${row.unit_id}:${row.slug}`, { unit: { type: row.unit_type, id: row.unit_id }, slug: row.slug });
    }
  }
  return [...keys.values()].slice(0, limit);
}

/** What a refresh did: pages recomputed, pages dropped (their unit or place is gone), whether some are left for the next run, and its duration. */
export interface RefreshReport {
  refreshed: number;
  dropped: number;
  more: boolean;
  milliseconds: number;
}

/**
 * The Cron Trigger's work: recomputes the stored figures that are out of date, most overdue first,
 * within `limits`. A page that fails is logged and left stale for the next run.
 */
export async function refreshMarketFigures(db: D1Database, now: Date, limits: RefreshLimits = cronRefreshLimits): Promise<RefreshReport> {
  const started = Date.now();
  // One more than the bound: whether any are left over.
  const due = await dueFigures(db, now, limits.maxFigures + 1);
  const report: RefreshReport = { refreshed: 0, dropped: 0, more: false, milliseconds: 0 };
  for (const [index, key] of due.entries()) {
    if (index >= limits.maxFigures || Date.now() - started >= limits.maxMilliseconds) {
      report.more = true;
      break;
    }
    try {
      const result = await computeFigures(db, key, now);
      if (result.kind === 'figures') report.refreshed++;
      else {
        await db.prepare(`DELETE FROM market_figures WHERE ${byKey}`).bind(key.unit.type, key.unit.id, key.slug).run();
        report.dropped++;
      }
    } catch (error) {
      console.error('Market figures: could not refresh', key, error);
    }
  }
  report.milliseconds = Date.now() - started;
  return report;
}
