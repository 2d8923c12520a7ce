/**
 * @module GET /api/cms/pages/{id}: one CMS page (title and HTML content) of the asking site's unit, for /oldal/{id}.
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import type { CmsAnswer } from '../../../domain/cms/cmsContract';
import { cmsApiContract } from '../../../domain/cms/cmsApiContract';
import type { AppEnv } from '../../../worker/env';
import { validate } from '../../../worker/cms/validate';
import { dbTimestamp } from './params';
import { cmsAnswer } from '../../../worker/cms/cmsAnswer';

const pageRowSchema = z.object({ id: z.int(), title: z.string(), content_html: z.string(), updated_at: dbTimestamp });

// getPages comes first in the contract and is mounted first; any other /pages/{id} lands here.
const { cmsPage } = cmsApiContract;

export const cmsPageRoutes = new Hono<AppEnv>().get(cmsPage.path, validate('param', cmsPage.params), validate('query', cmsPage.query), async (c) => {
  const { id } = c.req.valid('param');
  const { unit } = c.req.valid('query');
  // Pages belong to a unit like the menu entries that link to them: another unit's page is not found.
  const row = await c.env.DB.prepare('SELECT id, title, content_html, updated_at FROM cms_pages WHERE id = ? AND unit_type = ? AND unit_id = ?')
    .bind(id, unit.type, unit.id)
    .first();
  if (row === null) return c.json({ error: 'not_found', message: 'This site has no page with this id' }, 404);
  const data: CmsAnswer<'cmsPage'> = pageRowSchema.parse(row);
  return cmsAnswer(c, 'cmsPage', data);
});
