/**
 * @module An alert's news: the listings of its saved search that appeared or were reduced in price since
 * its last digest, found with the site's own search query (backOffice/cms/search/searchQuery.ts searchWhere,
 * the WHERE clause /kereses uses) in the alert's unit, newest first. One D1 batch: the first
 * maxDigestListings and the count, each reading only the listings that are news since then.
 */
import * as z from 'zod/mini';
import type { ListingCard } from '../../domain/cms/listingSchemas';
import type { SearchRequest } from '../../domain/cms/searchRequestSchema';
import { digestStatementParameters, maxDigestListings } from '../../domain/searchAlerts/searchAlert';
import { type AlertNews, alertNewsOf } from '../../domain/searchAlerts/searchAlertRules';
import { queryValuesOf, readSearchQuery } from '../../domain/search/searchFilterQuery';
import { listingSummary, listingSummaryColumns, listingSummaryJoins, listingSummaryRowSchema } from '../cms/network/listingSummary';
import { searchWhere, type SqlStatement, whereBudget } from '../cms/search/searchQuery';
import { type AlertRow, unitOfAlert } from '../../worker/searchAlerts/alertRecord';

export interface AlertMatch {
  listing: ListingCard;
  news: AlertNews;
}

interface AlertMatches {
  matches: AlertMatch[];
  /** Every listing with news, also those past the digest's first ten. */
  total: number;
  /** Rows D1 read for them (the benchmark reads it). */
  rowsRead: number;
}

const rowSchema = z.extend(listingSummaryRowSchema, {
  franchise_id: z.int(),
  office_id: z.int(),
  db_created_at: z.string(),
  reductions: z.string(),
});
const reductionsSchema = z.array(z.object({ old_price: z.int(), new_price: z.int(), reduced_at: z.string() }));

/** The saved query as the search reads it, in the alert's unit, newest first. */
function alertSearchRequest(alert: Pick<AlertRow, 'query' | 'unit_type' | 'unit_id'>): SearchRequest {
  const read = readSearchQuery(queryValuesOf(new URLSearchParams(alert.query)), 'page');
  return { unit: unitOfAlert(alert), ...read.query, sort: 'newest', page: 1, page_size: maxDigestListings };
}

// The news first (an index each: a day's new and reduced listings, a few hundred), then the search's own
// filter on those rows only: CROSS JOIN keeps SQLite from walking the unit's search index instead, which
// read every listing of a big franchise for every alert. It binds `since` three times; the page binds it once
// more and the LIMIT (digestStatementParameters, which the alert form leaves room for).
const news = `WITH news(id) AS MATERIALIZED (SELECT id FROM properties WHERE created_at > ? UNION ALL SELECT DISTINCT property_id FROM property_price_changes INDEXED BY property_price_changes_time WHERE changed_at > ? AND new_price < old_price AND property_id NOT IN (SELECT id FROM properties WHERE created_at > ?))`;

/**
 * The digest's two statements for the alert's news since `since`: the first maxDigestListings and the
 * count, each with the saved search's WHERE clause built within what D1's limit leaves the page (the
 * count binds fewer). Throws FilterOverBudget for a filter that cannot fit (none the search's reader accepts).
 */
export function digestStatements(alert: Pick<AlertRow, 'query' | 'unit_type' | 'unit_id'>, since: string): { page: SqlStatement; count: SqlStatement } {
  const where = searchWhere(alertSearchRequest(alert), whereBudget(digestStatementParameters));
  return {
    page: {
      sql: `${news}
        SELECT ${listingSummaryColumns}, p.franchise_id, p.office_id, p.created_at AS db_created_at,
          (SELECT json_group_array(json_object('old_price', r.old_price, 'new_price', r.new_price, 'reduced_at', r.changed_at))
             FROM property_price_changes r WHERE r.property_id = p.id AND r.changed_at > ? AND r.new_price < r.old_price) AS reductions
        FROM news CROSS JOIN properties p ON p.id = news.id ${listingSummaryJoins}
        WHERE ${where.sql}
        ORDER BY p.created_at DESC, p.id DESC LIMIT ?`,
      params: [since, since, since, since, ...where.params, maxDigestListings],
    },
    count: { sql: `${news} SELECT count(*) AS total FROM news CROSS JOIN properties p ON p.id = news.id WHERE ${where.sql}`, params: [since, since, since, ...where.params] },
  };
}

/** The alert's news since `since` (D1's datetime text). */
export async function alertMatches(db: D1Database, alert: AlertRow, since: string): Promise<AlertMatches> {
  const statements = digestStatements(alert, since);
  const [page, count] = await db.batch<Record<string, unknown>>([db.prepare(statements.page.sql).bind(...statements.page.params), db.prepare(statements.count.sql).bind(...statements.count.params)]);
  const unit = unitOfAlert(alert);
  const matches = z.array(rowSchema).parse(page?.results ?? []).flatMap((row): AlertMatch[] => {
    const candidate = { id: row.id, franchise_id: row.franchise_id, office_id: row.office_id, created_at: row.db_created_at, price: row.price, reductions: reductionsSchema.parse(JSON.parse(row.reductions)) };
    const found = alertNewsOf(candidate, since, unit);
    return found ? [{ listing: listingSummary(row), news: found }] : [];
  });
  const total = z.object({ total: z.int() }).parse(count?.results[0]).total;
  return { matches, total: Math.max(total, matches.length), rowsRead: (page?.meta.rows_read ?? 0) + (count?.meta.rows_read ?? 0) };
}
