/**
 * @module GET /api/cms/sitemap: the ids and last-modified times of every page a site can link:
 * its listings (keyset-paged: a network may have 100,000), offices, agents and CMS pages.
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import type { CmsAnswer } from '../../../domain/cms/cmsContract';
import { cmsApiContract } from '../../../domain/cms/cmsApiContract';
import type { AppEnv } from '../../../worker/env';
import { unitCondition, unitExistsStatement, unknownUnitBody } from '../unitScope';
import { validate } from '../../../worker/cms/validate';
import { dbTimestamp } from './params';

const entryRowSchema = z.object({ id: z.int(), lastmod: dbTimestamp });
const entriesSchema = z.array(entryRowSchema);
const countRowSchema = z.object({ n: z.int() });
const fileRowSchema = z.object({ last_id: z.int(), count: z.int(), lastmod: dbTimestamp });

const { sitemap } = cmsApiContract;

export const sitemapRoutes = new Hono<AppEnv>().get(sitemap.path, validate('query', sitemap.query), async (c) => {
  const { unit, after, limit, file_size: fileSize } = c.req.valid('query');
  const db = c.env.DB;
  const listings = unitCondition(unit, 'franchise_id', 'office_id');
  const offices = unitCondition(unit, 'o.franchise_id', 'o.id');
  // Offices and agents keep no edit time: their creation is the best lastmod the schema has.
  const [unitResult, listingsResult, totalResult, filesResult, officesResult, agentsResult, pagesResult] = await db.batch([
    unitExistsStatement(db, unit),
    // Keyset paging on the row id: every page costs the same, however deep; one more row than
    // asked tells whether another page follows.
    db.prepare(`SELECT id, updated_at AS lastmod FROM properties WHERE ${listings.sql} AND id > ? ORDER BY id LIMIT ?`).bind(listings.value, after, limit + 1),
    db.prepare(`SELECT count(*) AS n FROM properties WHERE ${listings.sql}`).bind(listings.value),
    // Files of at most fileSize listings in id order: the last id of each file is the next one's cursor.
    db
      .prepare(
        `SELECT max(id) AS last_id, count(*) AS count, max(updated_at) AS lastmod
         FROM (SELECT id, updated_at, row_number() OVER (ORDER BY id) AS n FROM properties WHERE ${listings.sql})
         GROUP BY (n - 1) / CAST(? AS INTEGER) ORDER BY last_id`,
      )
      .bind(listings.value, fileSize),
    db.prepare(`SELECT o.id, o.created_at AS lastmod FROM offices o WHERE ${offices.sql} ORDER BY o.id`).bind(offices.value),
    db.prepare(`SELECT a.id, a.created_at AS lastmod FROM sales_agents a JOIN offices o ON o.id = a.office_id WHERE ${offices.sql} ORDER BY a.id`).bind(offices.value),
    db.prepare('SELECT id, updated_at AS lastmod FROM cms_pages WHERE unit_type = ? AND unit_id = ? ORDER BY id').bind(unit.type, unit.id),
  ]);
  if (!unitResult?.results.length) return c.json(unknownUnitBody(unit), 404);
  const page = entriesSchema.parse(listingsResult?.results ?? []);
  const hasMore = page.length > limit;
  const properties = hasMore ? page.slice(0, limit) : page;
  const files = z.array(fileRowSchema).parse(filesResult?.results ?? []);
  const data: CmsAnswer<'sitemap'> = {
    properties,
    next_after: hasMore ? (properties.at(-1)?.id ?? null) : null,
    properties_total: countRowSchema.parse(totalResult?.results[0]).n,
    property_files: files.map((file, index) => ({ after: files[index - 1]?.last_id ?? 0, count: file.count, lastmod: file.lastmod })),
    offices: entriesSchema.parse(officesResult?.results ?? []),
    agents: entriesSchema.parse(agentsResult?.results ?? []),
    pages: entriesSchema.parse(pagesResult?.results ?? []),
  };
  return c.json({ data });
});
