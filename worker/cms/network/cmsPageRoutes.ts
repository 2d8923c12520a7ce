/**
 * @module GET /api/cms/pages/{id}: one CMS page (title and HTML content) of the asking site's unit, for /oldal/{id}.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { unitQuerySchema, validate } from '../validate';
import { dbTimestamp, idParam } from './params';

const pageRowSchema = z.object({ id: z.number().int(), title: z.string(), content_html: z.string(), updated_at: dbTimestamp });

export const cmsPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Trusted HTML written in the CMS; the page renders it as is. */
  content_html: z.string(),
  updated_at: z.string(),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

// /pages/getPages (siteShellRoutes) is mounted first and keeps its meaning; any other
// /pages/{id} lands here and a non-numeric id is a 400 naming it.
export const cmsPageRoutes = new Hono<AppEnv>().get('/pages/:id', validate('param', idParam), validate('query', unitQuerySchema), async (c) => {
  const { id } = c.req.valid('param');
  const unit = c.req.valid('query');
  // Pages belong to a unit like the menu entries that link to them: another unit's page is not found.
  const row = await c.env.DB.prepare('SELECT id, title, content_html, updated_at FROM cms_pages WHERE id = ? AND unit_type = ? AND unit_id = ?')
    .bind(id, unit.unit_type, unit.unit_id)
    .first();
  if (row === null) return c.json({ error: 'not_found', message: 'This site has no page with this id' }, 404);
  const data: CmsPage = pageRowSchema.parse(row);
  return c.json({ data });
});
