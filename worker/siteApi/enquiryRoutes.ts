/**
 * @module POST /api/site/leads: the enquiry form of a listing's page. Before it, the app counts the
 * client's enquiries (over the limit: 429, enquiryRateLimit.ts). Only JSON from the
 * tenant's own pages, at most 16 KiB, is read (formPostGuards.ts). Then a filled honeypot is accepted
 * and dropped, the form is checked with the schema the browser used (400 naming each field, in
 * Hungarian), and the enquiry is recorded in the worker's own D1 for the site's own unit (so a visitor
 * cannot file an enquiry with another site) and answered 202: a Queue consumer delivers it later
 * (backOffice/enquiries/), so a slow or broken CMS or mail service never reaches the visitor.
 * A repeat (the submission's Idempotency-Key again, or an identical enquiry within 10 minutes) gets the
 * first answer and records, queues and e-mails nothing; a key of another enquiry is 422, a malformed key 400.
 */
import { setCookie } from 'hono/cookie';
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import { enquiryMessages, honeypotField, idempotencyKeyHeader, idempotencyKeyOf } from '../../domain/enquiries/enquiry';
import { enquiryFormSchema } from '../../domain/enquiries/enquiryFormSchema';
import { fieldProblems, invalidRequestBody } from '../cms/validate';
import { bookmarkCookie, bookmarkMaxAgeSeconds, writingSession } from '../d1/databaseSession';
import { enqueueEnquiries } from '../enquiries/enquiryMessage';
import { markQueued, type RecordOutcome, recordEnquiry } from '../enquiries/enquiryRecord';
import { reportServerError } from '../errorReporting/reportServerError';
import { reportScopeOf } from '../errorReporting/requestScope';
import type { TenantEnv } from '../tenant/tenantMiddleware';
import { formPostGuards } from './formPostGuards';

/** What the form is told once its enquiry is taken: the same for a person and for a bot. */
const received = { data: { received: true } } as const;

/** True when the hidden honeypot field came back with anything in it. */
function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !(honeypotField in body)) return false;
  const value: unknown = Reflect.get(body, honeypotField);
  return typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined;
}

export const enquiryRoutes = new Hono<TenantEnv>().post('/', ...formPostGuards(), async (c) => {
  const idempotencyKey = idempotencyKeyOf(c.req.header(idempotencyKeyHeader));
  if (idempotencyKey === 'invalid') {
    return c.json({ ...invalidRequestBody([{ field: idempotencyKeyHeader, message: enquiryMessages.idempotencyKey }]), message: enquiryMessages.idempotencyKey }, 400);
  }
  const body: unknown = await c.req.json().catch(() => undefined);
  if (honeypotFilled(body)) {
    console.warn('Enquiry dropped: honeypot filled', c.var.subdomain);
    return c.json(received, 202);
  }
  const parsed = z.safeParse(enquiryFormSchema, body);
  if (!parsed.success) return c.json({ ...invalidRequestBody(fieldProblems(parsed.error, 'body')), message: enquiryMessages.invalid }, 400);
  const form = parsed.data;
  const { site } = c.var.shell;
  // The built-in CMS answers in-process from the same D1: a listing this site does not show is refused
  // now. An upstream CMS is not asked (it may be down); its answer comes with the delivery.
  if (!c.var.config.CMS_API_ORIGIN) {
    const listing = await c.var.cms.property({ id: form.property_id, unit: site.unit }).catch(() => undefined);
    if (listing === null) return c.json({ error: 'not_found', message: enquiryMessages.gone }, 404);
  }
  const id = crypto.randomUUID();
  const primary = writingSession(c.env.DB, c.var.config.D1_SIMULATED_LATENCY_MS);
  let outcome: RecordOutcome;
  try {
    outcome = await recordEnquiry(primary, {
      id,
      subdomain: c.var.subdomain,
      siteUrl: c.var.siteUrl,
      unit: site.unit,
      propertyId: form.property_id,
      name: form.name,
      email: form.email,
      phone: form.phone === '' ? null : form.phone,
      message: form.message,
      idempotencyKey,
    });
  } catch (error) {
    console.error('Enquiry could not be recorded', c.var.subdomain, error instanceof Error ? error.message : error);
    reportServerError(error, { kind: 'loader', tenant: c.var.subdomain, route: '/api/site/leads' }, reportScopeOf(c));
    return c.json({ error: 'unavailable', message: enquiryMessages.failed }, 503);
  }
  if (outcome.kind === 'keyReused') return c.json({ error: 'idempotency_key_reused', message: enquiryMessages.idempotencyKeyReused }, 422);
  if (outcome.kind === 'repeated') {
    console.log('Enquiry repeated: answered like the first', c.var.subdomain, outcome.firstId);
    return c.json(received, 202);
  }
  // Recorded: the visitor is answered now. A message that fails to reach the queue is sent by the Cron
  // Trigger, which re-queues recorded enquiries that never were (worker/enquiries/enquirySchedule.ts).
  c.executionCtx.waitUntil(
    enqueueEnquiries(c.env.ENQUIRY_QUEUE, [id])
      .then(() => markQueued(c.env.DB, [id]))
      .catch((error: unknown) => console.error('Enquiry not queued; the schedule will', id, error instanceof Error ? error.message : error)),
  );
  // The visitor's next reads through the site API see this write, wherever a replica answers them.
  const bookmark = primary.bookmark();
  if (bookmark !== null) {
    setCookie(c, bookmarkCookie, bookmark, { path: '/api/site', httpOnly: true, sameSite: 'Strict', secure: c.var.siteUrl.startsWith('https:'), maxAge: bookmarkMaxAgeSeconds });
  }
  return c.json(received, 202);
});
