import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { smallDomainCeiling } from '../../domain/searchAlerts/confirmationLimits';
import { alertMessages, maxAlertsPerAddress } from '../../domain/searchAlerts/searchAlert';
import { signLink } from '../../domain/searchAlerts/signedLink';
import { app } from '../app';
import backOffice from '../../backOffice/index';
import worker from '../index';
import { sentEmails, waitForSentEmails } from '../test/sentEmails';
import { type AlertMessage, alertQueueName } from '../searchAlerts/alertMessage';
import { alertCron } from '../searchAlerts/alertSchedule';

const siteOrigin = 'http://budapest13.localhost';
const debrecenOrigin = 'http://debrecen.localhost';
const secret = z.string().parse(env.ALERT_LINK_SECRET);
let client = 0;
const nextClient = () => `198.51.100.${++client % 250}`;
/** A new address per test: the e-mails of earlier runs stay on disk, and an address is how a test finds its own. */
const freshAddress = () => `anna.${crypto.randomUUID().slice(0, 8)}@example.hu`;

function post(path: string, body: unknown, headers: Record<string, string> = {}, origin = siteOrigin, bindings: Partial<typeof env> = {}) {
  const request = new Request(`${origin}/api/site/search-alerts${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'cf-connecting-ip': nextClient(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return app.fetch(request, { ...env, ...bindings }, createExecutionContext());
}

const alertSchema = z.object({ id: z.number(), state: z.string(), query: z.string(), frequency: z.string(), email: z.string(), last_sent_at: z.string().nullable() });
const alertOf = (email: string) => env.DB.prepare('SELECT id, state, query, frequency, email, last_sent_at FROM search_alerts WHERE email = ?').bind(email).first().then((row) => (row ? alertSchema.parse(row) : null));

/** A confirmed daily alert (of office 13's site unless told) whose last digest was 25 hours ago: due. The demo listings are older. */
async function confirmedAlert(email: string, query = '', unit: { type: 'office' | 'franchise'; id: number; subdomain: string } = { type: 'office', id: 13, subdomain: 'budapest13' }) {
  const row = await env.DB.prepare(
    `INSERT INTO search_alerts (subdomain, site_url, unit_type, unit_id, email, query, frequency, state, confirmed_at, last_sent_at)
     VALUES (?, ?, ?, ?, ?, ?, 'daily', 'confirmed', datetime('now', '-2 days'), datetime('now', '-25 hours')) RETURNING id`,
  )
    .bind(unit.subdomain, `http://${unit.subdomain}.localhost`, unit.type, unit.id, email, query)
    .first('id');
  return z.number().parse(row);
}

/** Runs the alerts' cron as the Cron Trigger does; what it put on the queue is kept from the real queue and returned. */
async function runAlertCron(): Promise<AlertMessage[]> {
  const sent: AlertMessage[] = [];
  vi.spyOn(env.ALERT_QUEUE, 'sendBatch').mockImplementation(async (messages) => {
    for (const message of messages) sent.push(z.custom<AlertMessage>().parse(message.body));
    return { metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } };
  });
  vi.spyOn(console, 'log').mockImplementation(() => {});
  await worker.scheduled(createScheduledController({ cron: alertCron, scheduledTime: Date.now() }), env);
  return sent;
}

/** Hands the consumer the messages as one batch of the alert queue, as the queue would. */
async function consume(messages: AlertMessage[]) {
  const batch = createMessageBatch(alertQueueName, messages.map((body, i) => ({ id: `m-${i}`, timestamp: new Date(), attempts: 1, body })));
  const ctx = createExecutionContext();
  await backOffice.queue(batch, env);
  return getQueueResult(batch, ctx);
}

/** Makes listings of office 13 new (created now), and one other reduced in price now; their ids. */
async function newsOfOffice13(count: number) {
  const ids = z.array(z.object({ id: z.number() })).parse((await env.DB.prepare('SELECT id FROM properties WHERE office_id = 13 AND sale_status = 0 ORDER BY id LIMIT ?').bind(count + 1).all()).results).map((r) => r.id);
  const [reduced, ...fresh] = ids as [number, ...number[]];
  for (const id of fresh) await env.DB.prepare("UPDATE properties SET created_at = datetime('now') WHERE id = ?").bind(id).run();
  // As the CMS writes a price change: the history's row (its trigger sets the reduction's badge fields) and the price;
  // a second change within the same second (the history's key) replaces the first.
  await env.DB.batch([
    env.DB.prepare("INSERT OR REPLACE INTO property_price_changes (property_id, changed_at, old_price, new_price) SELECT id, datetime('now'), price, price - 1000000 FROM properties WHERE id = ?").bind(reduced),
    env.DB.prepare('UPDATE properties SET price = price - 1000000 WHERE id = ?').bind(reduced),
  ]);
  return { fresh, reduced };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /api/site/search-alerts', () => {
  it('saves the search pending with its query as /kereses writes it, answers 202, and e-mails a confirmation link; nothing else is sent before it is confirmed', async () => {
    const email = freshAddress();
    const res = await post('', { email: ` ${email.toUpperCase()} `, frequency: 'weekly', query: '?price_max=60&sort=price_asc&page=3&rooms_min=2' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ data: { message: alertMessages.created } });
    const alert = await alertOf(email);
    expect(alert).toMatchObject({ state: 'pending', frequency: 'weekly', query: 'price_max=60&rooms_min=2', last_sent_at: null });
    const [confirmation] = await waitForSentEmails(email, 1);
    expect(confirmation?.headers.subject).toMatch(/^Erősítse meg az értesítést/);
    expect(confirmation?.text).toMatch(/http:\/\/budapest13\.localhost\/ertesites\/megerosites\?t=[\w-]+\.[\w-]+/);
    // A pending alert gets no digest, whatever is new.
    await newsOfOffice13(2);
    const messages = await runAlertCron();
    expect(messages).toEqual([]);
    expect(await sentEmails(email)).toHaveLength(1);
  });

  it('answers 400 naming each bad field in Hungarian, and stores nothing', async () => {
    const res = await post('', { email: 'nem-cim', frequency: 'hourly', query: 'price_max=sok&evil=1' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      fields: [
        { field: 'email', message: alertMessages.email },
        { field: 'frequency', message: alertMessages.frequency },
        { field: 'query', message: alertMessages.query },
      ],
      message: alertMessages.invalid,
    });
    expect((await post('', '{not json')).status).toBe(400);
    expect((await post('', { email: freshAddress(), frequency: 'daily', query: 'x'.repeat(3000) })).status).toBe(400);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM search_alerts').first('n')).toBe(0);
  });

  it('mails one confirmation per mailbox a day across every tenant: +tag, dotted gmail, googlemail and another tenant’s site get the same 202 and body, and no e-mail', async () => {
    const mark = crypto.randomUUID().slice(0, 8);
    const variants: [string, string][] = [
      [siteOrigin, `victim${mark}@gmail.com`],
      [siteOrigin, `victim${mark}+1@gmail.com`],
      [siteOrigin, `victim${mark}+2@gmail.com`],
      [siteOrigin, `v.i.c.t.i.m${mark}@gmail.com`],
      [siteOrigin, `Victim${mark}@GoogleMail.com`],
      [debrecenOrigin, `victim${mark}@gmail.com`],
      [debrecenOrigin, `vic.tim${mark}+alerts@googlemail.com`],
    ];
    for (const [origin, email] of variants) {
      const res = await post('', { email, frequency: 'daily', query: '' }, {}, origin);
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ data: { message: alertMessages.created } });
    }
    const mails = await waitForSentEmails(mark, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.headers.to).toBe(`victim${mark}@gmail.com`);
    // Nothing is kept of a request the limit held back: only the first alert exists.
    expect(await env.DB.prepare('SELECT count(*) AS n FROM search_alerts WHERE email LIKE ?').bind(`%${mark}%`).first('n')).toBe(1);
  });

  it('mails one confirmation when variants of a mailbox arrive at the same moment: the limit is checked and recorded in one step', async () => {
    const mark = crypto.randomUUID().slice(0, 8);
    const answers = await Promise.all(['', '+1', '+2', '+3', '+4'].map((tag) => post('', { email: `victim${mark}${tag}@gmail.com`, frequency: 'daily', query: '' })));
    expect(answers.map((res) => res.status)).toEqual([202, 202, 202, 202, 202]);
    expect(await waitForSentEmails(mark, 1)).toHaveLength(1);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM search_alerts WHERE email LIKE ?').bind(`%${mark}%`).first('n')).toBe(1);
  });

  it('drops a +tag on any domain: victim+1@ and victim+2@ of a company domain are one mailbox, one e-mail', async () => {
    const mark = crypto.randomUUID().slice(0, 8);
    for (const tag of ['', '+1', '+2', '+3']) expect((await post('', { email: `victim${tag}@${mark}.example.hu`, frequency: 'weekly', query: '' })).status).toBe(202);
    expect(await waitForSentEmails(mark, 1)).toHaveLength(1);
  });

  it('mails a mailbox again once its last confirmation is 24 hours old', async () => {
    const email = freshAddress();
    await post('', { email, frequency: 'daily', query: '' });
    await waitForSentEmails(email, 1);
    await env.DB.prepare("UPDATE alert_confirmation_limits SET sent_at = datetime('now', '-24 hours', '-1 minute')").run();
    expect((await post('', { email, frequency: 'weekly', query: 'rooms_min=3' })).status).toBe(202);
    expect(await waitForSentEmails(email, 2)).toHaveLength(2);
  });

  it('keeps a recipient domain under its ceiling an hour (other mailboxes of it wait, with the same answer), while a big free-mail provider takes many more', async () => {
    const mark = crypto.randomUUID().slice(0, 8);
    const answers = new Set<string>();
    for (let i = 0; i <= smallDomainCeiling.perHour; i++) {
      const res = await post('', { email: `user${i}@${mark}.example.hu`, frequency: 'daily', query: '' });
      answers.add(`${res.status} ${await res.text()}`);
    }
    expect([...answers]).toEqual([`202 ${JSON.stringify({ data: { message: alertMessages.created } })}`]);
    expect(await waitForSentEmails(mark, smallDomainCeiling.perHour + 1)).toHaveLength(smallDomainCeiling.perHour);
    for (let i = 0; i <= smallDomainCeiling.perHour; i++) expect((await post('', { email: `user${i}.${mark}@gmail.com`, frequency: 'daily', query: '' })).status).toBe(202);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM search_alerts WHERE email LIKE '%@gmail.com'").first('n')).toBe(smallDomainCeiling.perHour + 1);
  });

  it('answers 503 and keeps nothing when the confirmation cannot be queued, so the same mailbox can try again at once', async () => {
    const email = freshAddress();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const brokenQueue = { send: () => Promise.reject(new Error('queue down')), sendBatch: () => Promise.reject(new Error('queue down')) };
    const failed = await post('', { email, frequency: 'daily', query: '' }, {}, siteOrigin, { ALERT_QUEUE: brokenQueue as unknown as Queue });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ message: alertMessages.failed });
    expect(await alertOf(email)).toBeNull();
    expect((await post('', { email, frequency: 'daily', query: '' })).status).toBe(202);
    expect(await waitForSentEmails(email, 1)).toHaveLength(1);
  });

  it('answers a request past the cap of alerts an address has on a site as any other, and sends nothing', async () => {
    const email = freshAddress();
    for (let i = 0; i < maxAlertsPerAddress; i++) await confirmedAlert(email);
    const res = await post('', { email, frequency: 'daily', query: '' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ data: { message: alertMessages.created } });
    expect(await waitForSentEmails(email, 1, 1_000)).toEqual([]);
  });

  it('limits one client to 5 new alerts a minute (429 with Retry-After), and takes JSON only from the site’s own pages', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('', { email: freshAddress(), frequency: 'daily', query: '' }, { 'cf-connecting-ip': '203.0.113.77' })).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect((await post('', { email: freshAddress(), frequency: 'daily', query: '' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('', 'email=x', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
  });
});

describe('the alert links', () => {
  it('confirms with the e-mailed link once; the same link again says it is confirmed already, a tampered one is 400, an expired one 410', async () => {
    const email = freshAddress();
    await post('', { email, frequency: 'daily', query: 'rooms_min=2' });
    const [confirmation] = await waitForSentEmails(email, 1);
    const token = z.string().parse(/megerosites\?t=([\w.-]+)/.exec(confirmation?.text ?? '')?.[1]);
    const first = await post('/confirm', { token });
    expect(await first.json()).toMatchObject({ data: { message: alertMessages.confirmed, alert: { frequency: 'daily', searchPath: '/kereses?rooms_min=2' }, managePath: expect.stringMatching(/^\/ertesites\/kezeles\?t=[\w.-]+$/) } });
    expect(await alertOf(email)).toMatchObject({ state: 'confirmed', last_sent_at: expect.any(String) });
    expect(await (await post('/confirm', { token })).json()).toMatchObject({ data: { message: alertMessages.alreadyConfirmed } });
    const tampered = await post('/confirm', { token: `${token.slice(0, -3)}abc` });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ message: alertMessages.linkInvalid });
    const alert = z.object({ id: z.number() }).parse(await alertOf(email));
    const expired = await signLink({ alertId: alert.id, purpose: 'confirm', expiresAt: Math.floor(Date.now() / 1000) - 1 }, secret);
    const late = await post('/confirm', { token: expired });
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ message: alertMessages.linkExpired });
  });

  it('hands the confirmation page a link to manage the alert, which works at once (no digest needed)', async () => {
    const email = freshAddress();
    await post('', { email, frequency: 'daily', query: '' });
    const [confirmation] = await waitForSentEmails(email, 1);
    const token = z.string().parse(/megerosites\?t=([\w.-]+)/.exec(confirmation?.text ?? '')?.[1]);
    const confirmed = z.object({ data: z.object({ managePath: z.string() }) }).parse(await (await post('/confirm', { token })).json());
    const manageToken = z.string().parse(new URL(confirmed.data.managePath, siteOrigin).searchParams.get('t'));
    const link = await app.fetch(new Request(`${siteOrigin}/api/site/search-alerts/link?p=manage&t=${manageToken}`), env, createExecutionContext());
    expect(await link.json()).toMatchObject({ data: { use: 'use', alert: { frequency: 'daily', state: 'confirmed' } } });
    expect((await post('/update', { token: manageToken, frequency: 'weekly' })).status).toBe(200);
    expect(await alertOf(email)).toMatchObject({ frequency: 'weekly' });
  });

  it('carries the unsubscribe link at the bottom of the confirmation e-mail, with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)', async () => {
    const email = freshAddress();
    await post('', { email, frequency: 'daily', query: '' });
    const [confirmation] = await waitForSentEmails(email, 1);
    expect(confirmation?.headers['list-unsubscribe']).toMatch(/^<http:\/\/budapest13\.localhost\/api\/site\/search-alerts\/unsubscribe\?t=[\w.-]+>$/);
    expect(confirmation?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The way out is the last link of both parts, after the confirmation's.
    const links = (text: string) => [...text.matchAll(/http:\/\/budapest13\.localhost\/[^\s"<]+/g)].map((m) => m[0]);
    expect(links(confirmation?.text ?? '').at(-1)).toMatch(/\/ertesites\/leiratkozas\?t=[\w.-]+$/);
    expect(links(confirmation?.html ?? '').at(-1)).toMatch(/\/ertesites\/leiratkozas\?t=[\w.-]+$/);
    // The unsubscribe page's link works on the alert while it is pending.
    const pageToken = z.string().parse(/leiratkozas\?t=([\w.-]+)/.exec(confirmation?.text ?? '')?.[1]);
    const link = await app.fetch(new Request(`${siteOrigin}/api/site/search-alerts/link?p=unsubscribe&t=${pageToken}`), env, createExecutionContext());
    expect(await link.json()).toMatchObject({ data: { use: 'use', alert: { state: 'pending' } } });
  });

  it('leaves the alert by the confirmation e-mail’s one-click POST with no cookie, Origin or CSRF token, also once confirmed; a GET of that address deletes nothing', async () => {
    const email = freshAddress();
    await post('', { email, frequency: 'daily', query: '' });
    const [confirmation] = await waitForSentEmails(email, 1);
    const token = z.string().parse(/megerosites\?t=([\w.-]+)/.exec(confirmation?.text ?? '')?.[1]);
    await post('/confirm', { token });
    const oneClick = z.string().parse(/^<(.*)>$/.exec(confirmation?.headers['list-unsubscribe'] ?? '')?.[1]);
    const fetched = await app.fetch(new Request(oneClick), env, createExecutionContext());
    expect(fetched.status).not.toBe(200);
    expect(await alertOf(email)).toMatchObject({ state: 'confirmed' });
    const res = await app.fetch(new Request(oneClick, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }), env, createExecutionContext());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { message: alertMessages.unsubscribed } });
    expect(await alertOf(email)).toBeNull();
  });

  it('answers 410 to a link of one site’s alert on another site’s host, and deletes or confirms nothing there', async () => {
    const email = freshAddress();
    const id = await confirmedAlert(email, '', { type: 'office', id: 21, subdomain: 'debrecen' });
    const token = await signLink({ alertId: id, purpose: 'unsubscribe', expiresAt: Math.floor(Date.now() / 1000) + 3600 }, secret);
    const unsubscribe = await post('/unsubscribe', { token });
    expect(unsubscribe.status).toBe(410);
    expect(await unsubscribe.json()).toMatchObject({ error: 'other_site', message: alertMessages.linkOtherSite });
    const oneClick = await app.fetch(new Request(`${siteOrigin}/api/site/search-alerts/unsubscribe?t=${token}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }), env, createExecutionContext());
    expect(oneClick.status).toBe(410);
    expect(await alertOf(email)).toMatchObject({ id, state: 'confirmed' });
    // On its own host the same token does what it says.
    expect((await post('/unsubscribe', { token }, {}, debrecenOrigin)).status).toBe(200);
    expect(await alertOf(email)).toBeNull();

    const pending = freshAddress();
    await post('', { email: pending, frequency: 'daily', query: '' }, {}, debrecenOrigin);
    const [confirmation] = await waitForSentEmails(pending, 1);
    const confirmToken = z.string().parse(/megerosites\?t=([\w.-]+)/.exec(confirmation?.text ?? '')?.[1]);
    expect((await post('/confirm', { token: confirmToken })).status).toBe(410);
    expect(await alertOf(pending)).toMatchObject({ state: 'pending' });
  });
});

/** The words a reader sees of an HTML part: its text, no tags (so no link's address). */
const visibleText = (html: string) => html.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const wordsQuery = 'places=district:13&price_max=80&rooms_min=2&property_types=1';
const wordsSummary = 'Eladó lakás, Budapest XIII. kerület, legfeljebb 80 M Ft, legalább 2 szoba';
/** No part of the saved search's query string: neither a parameter nor a place id. */
const rawQuery = /places=|price_max|rooms_min|district:13|property_types/;

describe('the alert’s search in words', () => {
  it('names the search in words in both parts of the confirmation e-mail, never as its query string, and the confirmation and manage answers carry it', async () => {
    const email = freshAddress();
    expect((await post('', { email, frequency: 'daily', query: wordsQuery })).status).toBe(202);
    const [confirmation] = await waitForSentEmails(email, 1);
    expect(confirmation?.text).toContain(wordsSummary);
    expect(confirmation?.text).not.toMatch(rawQuery);
    expect(visibleText(confirmation?.html ?? '')).toContain(wordsSummary);
    expect(visibleText(confirmation?.html ?? '')).not.toMatch(rawQuery);
    // The words link to the search itself.
    expect(confirmation?.html).toContain(`href="${siteOrigin}/kereses?places=district:13&amp;price_max=80&amp;property_types=1&amp;rooms_min=2"`);

    const token = z.string().parse(/megerosites\?t=([\w.-]+)/.exec(confirmation?.text ?? '')?.[1]);
    const link = await app.fetch(new Request(`${siteOrigin}/api/site/search-alerts/link?p=confirm&t=${token}`), env, createExecutionContext());
    expect(await link.json()).toMatchObject({ data: { alert: { search: wordsSummary } } });
    const confirmed = z.object({ data: z.object({ alert: z.object({ search: z.string() }), managePath: z.string() }) }).parse(await (await post('/confirm', { token })).json());
    expect(confirmed.data.alert.search).toBe(wordsSummary);
    const manageToken = z.string().parse(new URL(confirmed.data.managePath, siteOrigin).searchParams.get('t'));
    const updated = await post('/update', { token: manageToken, frequency: 'weekly' });
    expect(await updated.json()).toMatchObject({ data: { alert: { frequency: 'weekly', search: wordsSummary } } });
  });

  it('names the search in words in both parts of the digest, so two alerts of one address tell apart, and an unknown place is counted, not shown by its id', async () => {
    const email = freshAddress();
    await confirmedAlert(email, wordsQuery);
    // A second alert of the same address, with a place no table has: it reads apart, without the id.
    await confirmedAlert(email, 'places=city:999999&rooms_min=1');
    await env.DB.prepare("UPDATE properties SET created_at = datetime('now') WHERE id = (SELECT id FROM properties WHERE office_id = 13 AND sale_status = 0 AND district_id = 13 AND property_type = 1 AND price <= 80000000 AND rooms >= 2 ORDER BY id LIMIT 1)").run();
    await consume(await runAlertCron());
    const digests = await waitForSentEmails(email, 1);
    const words = digests.find((d) => d.text.includes(wordsSummary));
    expect(words).toBeDefined();
    expect(words?.text).not.toMatch(rawQuery);
    expect(visibleText(words?.html ?? '')).toContain(wordsSummary);
    expect(visibleText(words?.html ?? '')).not.toMatch(rawQuery);
    for (const digest of digests) expect(`${digest.text} ${visibleText(digest.html)}`).not.toMatch(/city:|999999/);
  });
});

describe('the alerts’ cron and queue', () => {
  it('only enqueues: one digests message per 100 confirmed alert ids', async () => {
    for (let i = 0; i < 3; i++) await confirmedAlert(freshAddress());
    await env.DB.prepare("UPDATE sqlite_sequence SET seq = 247 WHERE name = 'search_alerts'").run();
    await confirmedAlert(freshAddress());
    const messages = await runAlertCron();
    expect(messages.map((m) => (m.kind === 'digests' ? [m.from, m.to] : m))).toEqual([
      [1, 100],
      [101, 200],
      [201, 248],
    ]);
  });

  it('sends a due alert one digest of its new and reduced listings, in its office only, branded, with RFC 8058 unsubscribe headers; an alert without news gets nothing', async () => {
    const email = freshAddress();
    const quiet = freshAddress();
    const id = await confirmedAlert(email);
    // A Debrecen alert: office 13's news are none of its business.
    const quietId = await confirmedAlert(quiet, '', { type: 'office', id: 21, subdomain: 'debrecen' });
    const { fresh, reduced } = await newsOfOffice13(2);
    const messages = await runAlertCron();
    const result = await consume(messages);
    expect(result.explicitAcks).toEqual(messages.map((_, i) => `m-${i}`));
    const [digest, ...others] = await waitForSentEmails(email, 1);
    expect(others).toEqual([]);
    expect(digest?.headers.subject).toMatch(/^3 új vagy olcsóbb ingatlan a mentett keresésében – /);
    expect(digest?.headers['list-unsubscribe']).toMatch(/^<http:\/\/budapest13\.localhost\/api\/site\/search-alerts\/unsubscribe\?t=[\w.-]+>$/);
    expect(digest?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    for (const listingId of [...fresh, reduced]) expect(digest?.html).toContain(`http://budapest13.localhost/ingatlan/${listingId}`);
    expect(digest?.text).toMatch(/Árcsökkenés: [\d,]+ M Ft helyett/);
    expect(digest?.html).toContain('/ertesites/kezeles?t=');
    expect(await sentEmails(quiet)).toEqual([]);
    // The next digest counts from this one; the quiet alert keeps its time.
    const times = z.array(z.object({ id: z.number(), last_sent_at: z.string() })).parse((await env.DB.prepare('SELECT id, last_sent_at FROM search_alerts ORDER BY id').all()).results);
    expect(times.find((t) => t.id === id)?.last_sent_at).not.toBe(times.find((t) => t.id === quietId)?.last_sent_at);
    // Run again straight away: nothing is due, nothing is sent twice.
    await consume(await runAlertCron());
    expect(await sentEmails(email)).toHaveLength(1);
  });

  it('shows at most 10 listings and "és még N" linking to the search', async () => {
    const email = freshAddress();
    await confirmedAlert(email, 'rooms_min=1');
    await newsOfOffice13(13);
    await consume(await runAlertCron());
    const [digest] = await waitForSentEmails(email, 1);
    expect(digest?.html.match(/\/ingatlan\/\d+"/g)?.length).toBe(20);
    expect(digest?.html).toMatch(/és még <!-- -->\d+<!-- --> hirdetés a keresésben/);
    expect(digest?.html).toContain('href="http://budapest13.localhost/kereses?rooms_min=1"');
  });

  it('unsubscribes by the List-Unsubscribe header’s one-click POST (no Origin) and by the e-mail’s link, deleting the address', async () => {
    const email = freshAddress();
    await confirmedAlert(email);
    await newsOfOffice13(1);
    await consume(await runAlertCron());
    const [digest] = await waitForSentEmails(email, 1);
    const oneClick = z.string().parse(/^<(.*)>$/.exec(digest?.headers['list-unsubscribe'] ?? '')?.[1]);
    const res = await app.fetch(new Request(oneClick, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }), env, createExecutionContext());
    expect(res.status).toBe(200);
    expect(await alertOf(email)).toBeNull();

    const second = freshAddress();
    await confirmedAlert(second);
    await newsOfOffice13(1);
    await consume(await runAlertCron());
    const [mail] = await waitForSentEmails(second, 1);
    const token = z.string().parse(/leiratkozas\?t=([\w.-]+)/.exec(mail?.text ?? '')?.[1]);
    expect(await (await post('/unsubscribe', { token })).json()).toEqual({ data: { message: alertMessages.unsubscribed } });
    expect(await alertOf(second)).toBeNull();
    // The link again: still done, no error.
    expect((await post('/unsubscribe', { token })).status).toBe(200);
  });
});
