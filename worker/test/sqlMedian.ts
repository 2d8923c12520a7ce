/**
 * @module Test helper: the median of a SQL selection of listings' price_per_m2, computed by SQLite
 * itself, independently of the statistics' code, to check the figures against.
 */
import { env } from 'cloudflare:test';
import * as z from 'zod';

/** The count and median (whole forints) of price_per_m2 over `properties WHERE ${where}`. */
export async function sqlMedian(where: string, ...bindings: unknown[]): Promise<{ n: number; median: number | null }> {
  const row = await env.DB.prepare(
    `WITH v AS (SELECT price_per_m2 AS x FROM properties WHERE ${where} AND price_per_m2 IS NOT NULL)
     SELECT (SELECT count(*) FROM v) AS n,
       (SELECT CAST(round(avg(x)) AS INTEGER) FROM (SELECT x FROM v ORDER BY x LIMIT 2 - (SELECT count(*) FROM v) % 2 OFFSET ((SELECT count(*) FROM v) - 1) / 2)) AS median`,
  )
    .bind(...bindings)
    .first();
  return z.object({ n: z.number(), median: z.number().nullable() }).parse(row);
}
