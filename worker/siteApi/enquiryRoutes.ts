/**
 * @module POST /api/site/leads: the enquiry form of a listing's page. Before it, the app counts the
 * client's enquiries (over the limit: 429, worker/cms/leads/leadRateLimit.ts). Only JSON from the
 * tenant's own pages, at most 16 KiB, is read (enquiryGuards.ts). Then a filled honeypot
 * is accepted and dropped, the form is checked with the schema the browser used (400 naming each field,
 * in Hungarian), and it is handed to the CMS (`POST /api/cms/leads`: stored in D1 by
 * worker/cms/leads/leadRoutes.ts, or by the upstream CMS) for the site's own unit, so a visitor
 * cannot file an enquiry with another site.
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import { enquiryMessages, honeypotField } from '../../domain/enquiry';
import { enquiryFormSchema } from '../../domain/enquiryFormSchema';
import { fieldProblems, invalidRequestBody } from '../cms/validate';
import { reportServerError } from '../errorReporting/reportServerError';
import { reportScopeOf } from '../errorReporting/requestScope';
import type { TenantEnv } from '../tenant/tenantMiddleware';
import { enquiryGuards } from './enquiryGuards';

/** What the form is told once its enquiry is taken: the same for a person and for a bot. */
const received = { data: { received: true } } as const;

/** True when the hidden honeypot field came back with anything in it. */
function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !(honeypotField in body)) return false;
  const value: unknown = Reflect.get(body, honeypotField);
  return typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined;
}

export const enquiryRoutes = new Hono<TenantEnv>().post('/', ...enquiryGuards(), async (c) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (honeypotFilled(body)) {
    console.warn('Enquiry dropped: honeypot filled', c.var.subdomain);
    return c.json(received, 201);
  }
  const parsed = z.safeParse(enquiryFormSchema, body);
  if (!parsed.success) return c.json({ ...invalidRequestBody(fieldProblems(parsed.error, 'body')), message: enquiryMessages.invalid }, 400);
  const form = parsed.data;
  const { site } = c.var.shell;
  try {
    const receipt = await c.var.cms.leads({
      unit: site.unit,
      lead: {
        property_id: form.property_id,
        name: form.name,
        email: form.email,
        phone: form.phone === '' ? null : form.phone,
        message: form.message,
        consent: true,
      },
      siteUrl: c.var.siteUrl,
      enquiryId: crypto.randomUUID(),
    });
    if (receipt === null) return c.json({ error: 'not_found', message: enquiryMessages.gone }, 404);
    return c.json(received, 201);
  } catch (error) {
    console.error('Enquiry could not be stored', c.var.subdomain, error instanceof Error ? error.message : error);
    reportServerError(error, { kind: 'loader', tenant: c.var.subdomain, route: '/api/site/leads' }, reportScopeOf(c));
    return c.json({ error: 'unavailable', message: enquiryMessages.failed }, 503);
  }
});
