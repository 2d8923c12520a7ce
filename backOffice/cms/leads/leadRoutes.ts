/**
 * @module POST /api/cms/leads: the built-in CMS stores an enquiry about a listing the named unit shows,
 * with the listing's office and agent (who should answer it) as they are now. The site it came through
 * (subdomain, page) is the request's host, never the body; a filled honeypot stores nothing; an
 * Idempotency-Key stores one lead however often the write is retried.
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import type { CmsAnswer } from '../../../domain/cms/cmsContract';
import { cmsApiContract } from '../../../domain/cms/cmsApiContract';
import { honeypotField } from '../../../domain/enquiries/enquiry';
import { propertyPath } from '../../../domain/listings/propertyPictures';
import type { AppEnv } from '../../../worker/env';
import { requestTenant } from '../../../domain/tenant/host';
import { dbTimestamp } from '../network/params';
import { unitCondition } from '../unitScope';
import { invalidRequestBody, validate } from '../../../worker/cms/validate';

const receiptRowSchema = z.object({ id: z.int(), created_at: dbTimestamp });

/** A key the caller chose: printable ASCII, as long as a UUID or a little longer. */
const idempotencyKeySchema = z.optional(z.string().check(z.regex(/^[\x21-\x7e]{1,100}$/)));

const { leads } = cmsApiContract;

export const leadRoutes = new Hono<AppEnv>().post(leads.path, validate('json', leads.body), async (c) => {
  const { [honeypotField]: honeypot, ...lead } = c.req.valid('json');
  if (honeypot?.trim()) {
    console.warn('Lead dropped: honeypot filled');
    return c.body(null, 204);
  }
  const key = z.safeParse(idempotencyKeySchema, c.req.header('idempotency-key'));
  if (!key.success) return c.json(invalidRequestBody([{ field: 'Idempotency-Key', message: 'must be 1 to 100 printable ASCII characters' }]), 400);
  const { config } = c.var;
  const tenant = requestTenant(c.req.header('host'), new URL(c.req.url), { productDomain: config.PRODUCT_DOMAIN, port: config.SITE_PORT });
  const site = tenant.kind === 'tenant' ? { subdomain: tenant.subdomain, sourceUrl: `${tenant.siteUrl}${propertyPath(lead.property_id)}` } : { subdomain: null, sourceUrl: null };
  const scope = unitCondition(lead.unit, 'p.franchise_id', 'p.office_id');
  // One statement: a listing outside the unit (or none) inserts no row, so nothing is stored for it;
  // a key seen before inserts none either, and the first lead's receipt is answered again.
  const row = await c.env.DB.prepare(
    `INSERT INTO leads (property_id, property_name, office_id, agent_id, unit_type, unit_id, subdomain, source_url, name, email, phone, message, consent_at, idempotency_key)
     SELECT p.id, p.name, p.office_id, p.agent_id, ?, ?, ?, ?, ?, ?, ?, ?, datetime('now'), ? FROM properties p WHERE p.id = ? AND ${scope.sql}
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id, created_at`,
  )
    .bind(lead.unit.type, lead.unit.id, site.subdomain, site.sourceUrl, lead.name, lead.email, lead.phone, lead.message, key.data ?? null, lead.property_id, scope.value)
    .first();
  if (row !== null) {
    const data: CmsAnswer<'leads'> = receiptRowSchema.parse(row);
    return c.json({ data }, 201);
  }
  const earlier = key.data ? await c.env.DB.prepare('SELECT id, created_at FROM leads WHERE idempotency_key = ?').bind(key.data).first() : null;
  if (earlier === null) return c.json({ error: 'not_found', message: 'No listing has this id' }, 404);
  const data: CmsAnswer<'leads'> = receiptRowSchema.parse(earlier);
  return c.json({ data }, 200);
});
