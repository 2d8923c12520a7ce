/**
 * @module GET /api/cms/sitemap: the ids and last-modified times of every page a site can link:
 * its listings (keyset-paged: a network may have 100,000), offices, agents and CMS pages.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { requireUnitId, unitFields, validate } from '../validate';
import { dbTimestamp, unitCondition } from './params';

/** One sitemap file holds at most 50,000 URLs (sitemaps.org), so no page is bigger. */
export const maxSitemapLimit = 50_000;
export const defaultSitemapLimit = 10_000;

const sitemapQuery = z
  .object({
    ...unitFields,
    /** The last listing id of the previous page (its next_after); 0 or absent for the first. */
    after: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(maxSitemapLimit).default(defaultSitemapLimit),
  })
  .superRefine(requireUnitId)
  .transform((q) => ({
    unit: { unit_type: q.unit_type, unit_id: (q.unit_type === 'franchise' ? q.franchise_id : q.office_id) ?? 0 },
    after: q.after,
    limit: q.limit,
  }));

const entryRowSchema = z.object({ id: z.number().int(), lastmod: dbTimestamp });
const entriesSchema = z.array(entryRowSchema);
const countRowSchema = z.object({ n: z.number().int() });

export const sitemapEntrySchema = z.object({ id: z.number().int(), lastmod: z.string() });
export const sitemapSchema = z.object({
  /** Listings with id > after, by id, at most limit. */
  properties: z.array(sitemapEntrySchema),
  /** Pass as `after` for the next page; null on the last page. */
  next_after: z.number().int().nullable(),
  /** All listings of the unit, so a sitemap index knows how many files it needs. */
  properties_total: z.number().int(),
  offices: z.array(sitemapEntrySchema),
  agents: z.array(sitemapEntrySchema),
  pages: z.array(sitemapEntrySchema),
});
export type Sitemap = z.infer<typeof sitemapSchema>;

export const sitemapRoutes = new Hono<AppEnv>().get('/sitemap', validate('query', sitemapQuery), async (c) => {
  const { unit, after, limit } = c.req.valid('query');
  const db = c.env.DB;
  const listings = unitCondition(unit, 'franchise_id', 'office_id');
  const offices = unitCondition(unit, 'o.franchise_id', 'o.id');
  const isFranchise = unit.unit_type === 'franchise';
  // Offices and agents keep no edit time: their creation is the best lastmod the schema has.
  const [unitResult, listingsResult, totalResult, officesResult, agentsResult, pagesResult] = await db.batch([
    db.prepare(isFranchise ? 'SELECT id FROM franchises WHERE id = ?' : 'SELECT id FROM offices WHERE id = ?').bind(unit.unit_id),
    // Keyset paging on the row id: every page costs the same, however deep; one more row than
    // asked tells whether another page follows.
    db.prepare(`SELECT id, updated_at AS lastmod FROM properties WHERE ${listings.sql} AND id > ? ORDER BY id LIMIT ?`).bind(listings.value, after, limit + 1),
    db.prepare(`SELECT count(*) AS n FROM properties WHERE ${listings.sql}`).bind(listings.value),
    db.prepare(`SELECT o.id, o.created_at AS lastmod FROM offices o WHERE ${offices.sql} ORDER BY o.id`).bind(offices.value),
    db.prepare(`SELECT a.id, a.created_at AS lastmod FROM sales_agents a JOIN offices o ON o.id = a.office_id WHERE ${offices.sql} ORDER BY a.id`).bind(offices.value),
    db.prepare('SELECT id, updated_at AS lastmod FROM cms_pages WHERE unit_type = ? AND unit_id = ? ORDER BY id').bind(unit.unit_type, unit.unit_id),
  ]);
  if (!unitResult?.results.length) return c.json({ error: 'not_found', message: `No ${unit.unit_type} has this id` }, 404);
  const page = entriesSchema.parse(listingsResult?.results ?? []);
  const hasMore = page.length > limit;
  const properties = hasMore ? page.slice(0, limit) : page;
  const data: Sitemap = {
    properties,
    next_after: hasMore ? (properties.at(-1)?.id ?? null) : null,
    properties_total: countRowSchema.parse(totalResult?.results[0]).n,
    offices: entriesSchema.parse(officesResult?.results ?? []),
    agents: entriesSchema.parse(agentsResult?.results ?? []),
    pages: entriesSchema.parse(pagesResult?.results ?? []),
  };
  return c.json({ data });
});
