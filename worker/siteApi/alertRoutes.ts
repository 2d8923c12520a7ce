/**
 * @module /api/site/search-alerts: save a search as an e-mail alert (POST /, double opt-in: one
 * confirmation e-mail per mailbox a day across every tenant, a ceiling per recipient domain, and the same
 * answer whether or not it went out), and what the e-mails' signed links do: read a link's state (GET
 * /link), confirm (POST /confirm, which hands the page its manage link), change the frequency (POST
 * /update) and unsubscribe (POST /unsubscribe: the page's button, and RFC 8058's one-click POST of mail
 * clients, which sends no Origin or cookie, so the signed token alone authorises it; it only deletes). A
 * link of another site's alert changes nothing here (410). Every refusal is JSON with a Hungarian
 * `message`; a bad field is named in `fields`; nothing answers 500 for bad input.
 */
import { bodyLimit } from 'hono/body-limit';
import { Hono } from 'hono/tiny';
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { alertMessages as messages } from '../../domain/searchAlerts/searchAlert';
import { alertFrequencySchema, searchAlertFormSchema } from '../../domain/searchAlerts/searchAlertFormSchema';
import { confirmationCeiling, mailboxOf } from '../../domain/searchAlerts/confirmationLimits';
import { mayCreateAlert } from '../../domain/searchAlerts/searchAlertRules';
import { type LinkPurpose, linkUse, mailboxDigest, verifyLink } from '../../domain/searchAlerts/signedLink';
import { fieldProblems, invalidRequestBody } from '../cms/validate';
import { mediaTypeOf } from '../mediaType';
import { formPostGuards } from './formPostGuards';
import type { TenantEnv } from '../tenant/tenantMiddleware';
import { enqueueAlertMessages } from '../searchAlerts/alertMessage';
import { managePath } from '../searchAlerts/alertLinks';
import { alertSearchSummary } from '../searchAlerts/alertSearchSummary';
import { alertCountOfAddress, type AlertRow, confirmAlert, createAlert, deleteAlert, readAlert, setAlertFrequency } from '../searchAlerts/alertRecord';
import { releaseConfirmation, reserveConfirmation } from '../searchAlerts/confirmationRecord';

type AlertContext = Context<TenantEnv>;

const refuse = (c: AlertContext, status: 400 | 403 | 404 | 410 | 413 | 415 | 429 | 503, error: string, message: string, extra: Record<string, unknown> = {}) =>
  c.json({ error, message, ...extra }, status);

/**
 * The alert a verified token names, if it belongs to this site: a token of another site's alert is no
 * alert here (`elsewhere`, so that nothing answers "done" for what it did not do).
 */
async function alertOfToken(c: AlertContext, token: string | undefined, purposes: readonly LinkPurpose[]) {
  const secret = c.var.config.ALERT_LINK_SECRET;
  if (secret === undefined) return { kind: 'off' } as const;
  if (!token) return { kind: 'invalid' } as const;
  const now = Math.floor(Date.now() / 1000);
  let expired = false;
  for (const purpose of purposes) {
    const check = await verifyLink(token, purpose, secret, now);
    if (check.ok) {
      const found = await readAlert(c.env.DB, check.payload.alertId);
      const elsewhere = found !== null && found.subdomain !== c.var.subdomain;
      const alert = elsewhere ? null : found;
      return { kind: 'verified', purpose, alert, elsewhere, secret, use: linkUse(purpose, alert) } as const;
    }
    if (check.reason === 'expired') expired = true;
  }
  return { kind: expired ? 'expired' : 'invalid' } as const;
}

/** The refusal of a link that cannot be verified: alerts off, a bad or tampered token, an expired one. */
function linkRefusal(c: AlertContext, kind: 'off' | 'invalid' | 'expired') {
  if (kind === 'off') return refuse(c, 503, 'unavailable', messages.unavailable);
  if (kind === 'expired') return refuse(c, 410, 'expired', messages.linkExpired);
  return refuse(c, 400, 'invalid_link', messages.linkInvalid, { fields: [{ field: 't', message: messages.linkInvalid }] });
}

/** The 410 of a link whose alert is gone, or is another site's (which this host must not touch). */
const goneRefusal = (c: AlertContext, elsewhere: boolean) => (elsewhere ? refuse(c, 410, 'other_site', messages.linkOtherSite) : refuse(c, 410, 'gone', messages.linkGone));

/** What a visitor sees of their alert on its pages: never the whole address; its search in words. */
async function alertSummary(c: AlertContext, alert: AlertRow) {
  const [name = '', domain = ''] = alert.email.split('@');
  const search = await alertSearchSummary(alert.query, c.var.cms, c.var.shell.dropdownOptions);
  return { email: `${name.slice(0, 2)}…@${domain}`, frequency: alert.frequency, searchPath: `/kereses${alert.query ? `?${alert.query}` : ''}`, search, state: alert.state };
}

const tokenBodySchema = z.object({ token: z.string().check(z.maxLength(512)) });

/** The token of an unsubscribe: the query's `t` (the List-Unsubscribe URL), else a JSON body's. */
async function unsubscribeToken(c: AlertContext): Promise<string | undefined> {
  const fromQuery = c.req.query('t');
  if (fromQuery) return fromQuery;
  if (mediaTypeOf(c.req.header('content-type')) !== 'application/json') return undefined;
  const parsed = z.safeParse(tokenBodySchema, await c.req.json().catch(() => undefined));
  return parsed.success ? parsed.data.token : undefined;
}

/** A request the limits hold back: logged (the domain at most, never the address), answered as if sent. */
function withheld(answer: () => Response, reason: 'alerts_per_address' | 'confirmation_limit', domain?: string): Response {
  console.log('Alert confirmation withheld', JSON.stringify({ reason, domain }));
  return answer();
}

const smallBody = bodyLimit({ maxSize: 4096, onError: (c) => c.json({ error: 'payload_too_large', message: 'A kérés túl nagy.' }, 413) });

/** JSON from the site's own pages (415, 403, 413 otherwise), as the enquiry form's. */
const ownPagesOnly = formPostGuards();

export const alertRoutes = new Hono<TenantEnv>()
  .post(
    '/',
    async (c, next) => {
      const client = c.req.header('cf-connecting-ip') ?? 'unknown';
      const { success } = await c.env.ALERT_RATE_LIMITER.limit({ key: `alert:${client}` });
      if (!success) return c.json({ error: 'rate_limited', message: messages.tooMany }, 429, { 'retry-after': '60' });
      await next();
    },
    ...ownPagesOnly,
    async (c) => {
      const secret = c.var.config.ALERT_LINK_SECRET;
      // Alerts match listings in the worker's own D1: with an upstream CMS there are none to match.
      if (secret === undefined || c.var.config.CMS_API_ORIGIN) return refuse(c, 503, 'unavailable', messages.unavailable);
      const parsed = z.safeParse(searchAlertFormSchema, await c.req.json().catch(() => undefined));
      if (!parsed.success) return c.json({ ...invalidRequestBody(fieldProblems(parsed.error, 'body')), message: messages.invalid }, 400);
      const form = parsed.data;
      const email = form.email.toLowerCase();
      // Withheld or sent, the visitor gets the same answer: the form tells nobody whether an address has
      // alerts or was mailed today (messages.created says what the rule is).
      const created = () => c.json({ data: { message: messages.created } }, 202);
      if (!mayCreateAlert(await alertCountOfAddress(c.env.DB, c.var.subdomain, email))) return withheld(created, 'alerts_per_address');
      const { mailbox, domain } = mailboxOf(email);
      const send = { mailboxDigest: await mailboxDigest(mailbox, secret), domain, ceiling: confirmationCeiling(domain), nowMs: Date.now() };
      if (!(await reserveConfirmation(c.env.DB, send))) return withheld(created, 'confirmation_limit', domain);
      let alertId: number | undefined;
      try {
        alertId = await createAlert(c.env.DB, { subdomain: c.var.subdomain, siteUrl: c.var.siteUrl, unit: c.var.shell.site.unit, email, query: form.query, frequency: form.frequency });
        // Queued before the answer (the queue retries the sending): a 202 is never an alert whose e-mail was lost.
        await enqueueAlertMessages(c.env.ALERT_QUEUE, [{ kind: 'confirm', alertId }]);
      } catch (error) {
        // Nothing half-done stays behind: no silent alert, and the mailbox's day is not spent on a failure.
        console.error('Alert not stored or not queued', alertId, error);
        if (alertId !== undefined) await deleteAlert(c.env.DB, alertId).catch(() => undefined);
        await releaseConfirmation(c.env.DB, send).catch(() => undefined);
        return refuse(c, 503, 'unavailable', messages.failed);
      }
      return created();
    },
  )
  .get('/link', async (c) => {
    const purpose = z.safeParse(z.enum(['confirm', 'unsubscribe', 'manage']), c.req.query('p'));
    if (!purpose.success) return refuse(c, 400, 'invalid_request', messages.linkInvalid, { fields: [{ field: 'p', message: messages.linkInvalid }] });
    const found = await alertOfToken(c, c.req.query('t'), [purpose.data]);
    if (found.kind !== 'verified') return linkRefusal(c, found.kind);
    if (found.use === 'gone' || found.alert === null) return goneRefusal(c, found.elsewhere);
    return c.json({ data: { use: found.use, alert: await alertSummary(c, found.alert) } }, 200, { 'cache-control': 'no-store' });
  })
  .post('/confirm', smallBody, async (c) => {
    const parsed = z.safeParse(tokenBodySchema, await c.req.json().catch(() => undefined));
    const found = await alertOfToken(c, parsed.success ? parsed.data.token : undefined, ['confirm']);
    if (found.kind !== 'verified') return linkRefusal(c, found.kind);
    if (found.use === 'gone' || found.alert === null) return goneRefusal(c, found.elsewhere);
    // The confirmation page leads on to managing the alert: whoever holds the confirm link holds the mailbox.
    const manage = await managePath(found.alert, Date.now(), found.secret);
    if (found.use === 'alreadyUsed' || !(await confirmAlert(c.env.DB, found.alert.id))) return c.json({ data: { message: messages.alreadyConfirmed, alert: await alertSummary(c, found.alert), managePath: manage } });
    return c.json({ data: { message: messages.confirmed, alert: await alertSummary(c, { ...found.alert, state: 'confirmed' }), managePath: manage } });
  })
  .post('/update', smallBody, async (c) => {
    const parsed = z.safeParse(z.object({ token: z.string().check(z.maxLength(512)), frequency: alertFrequencySchema }), await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ ...invalidRequestBody(fieldProblems(parsed.error, 'body')), message: messages.frequency }, 400);
    const found = await alertOfToken(c, parsed.data.token, ['manage']);
    if (found.kind !== 'verified') return linkRefusal(c, found.kind);
    if (found.use !== 'use' || found.alert === null || !(await setAlertFrequency(c.env.DB, found.alert.id, parsed.data.frequency))) return goneRefusal(c, found.elsewhere);
    return c.json({ data: { message: messages.updated, alert: await alertSummary(c, { ...found.alert, frequency: parsed.data.frequency }) } });
  })
  .post('/unsubscribe', smallBody, async (c) => {
    const found = await alertOfToken(c, await unsubscribeToken(c), ['unsubscribe', 'manage']);
    if (found.kind !== 'verified') return linkRefusal(c, found.kind);
    // Another site's alert is not this host's to delete (and not "done"); unsubscribing twice is done all
    // the same: the address is gone either way.
    if (found.elsewhere) return goneRefusal(c, true);
    if (found.alert !== null) await deleteAlert(c.env.DB, found.alert.id);
    return c.json({ data: { message: messages.unsubscribed } });
  });
