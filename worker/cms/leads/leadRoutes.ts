/**
 * @module POST /api/cms/leads: the built-in CMS stores an enquiry about a listing the asking site
 * shows, with the listing's office and agent (who should answer it) as they are now.
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import { type CmsAnswer, cmsContract } from '../../../domain/cms/cmsContract';
import type { AppEnv } from '../../env';
import { dbTimestamp } from '../network/params';
import { unitCondition } from '../unitScope';
import { validate } from '../validate';

const receiptRowSchema = z.object({ id: z.int(), created_at: dbTimestamp });

const { leads } = cmsContract;

export const leadRoutes = new Hono<AppEnv>().post(leads.path, validate('json', leads.body), async (c) => {
  const lead = c.req.valid('json');
  const scope = unitCondition(lead.unit, 'p.franchise_id', 'p.office_id');
  // One statement: a listing outside the site's unit (or none) inserts no row, so nothing is stored for it.
  const row = await c.env.DB.prepare(
    `INSERT INTO leads (property_id, property_name, office_id, agent_id, unit_type, unit_id, subdomain, source_url, name, email, phone, message, consent_at)
     SELECT p.id, p.name, p.office_id, p.agent_id, ?, ?, ?, ?, ?, ?, ?, ?, datetime('now') FROM properties p WHERE p.id = ? AND ${scope.sql}
     RETURNING id, created_at`,
  )
    .bind(lead.unit.type, lead.unit.id, lead.subdomain, lead.source_url, lead.name, lead.email, lead.phone, lead.message, lead.property_id, scope.value)
    .first();
  if (row === null) return c.json({ error: 'not_found', message: 'No listing has this id' }, 404);
  const data: CmsAnswer<'leads'> = receiptRowSchema.parse(row);
  return c.json({ data }, 201);
});
