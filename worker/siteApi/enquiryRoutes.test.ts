import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { enquiryMessages, honeypotField } from '../../domain/enquiries/enquiry';
import { app } from '../app';
import { callWorkerSettled } from '../test/tenantRequest';
import { waitForSentEmails } from '../test/sentEmails';
import { firstRow } from '../../backOffice/test/testCms';

const listingRow = z.object({ id: z.number(), office_id: z.number() });
/** A listing of office 13, the budapest13 site's own. */
const officeListing = () => firstRow('SELECT id, office_id FROM properties WHERE office_id = 13 ORDER BY id LIMIT 1', listingRow);
/** Enquiries the site endpoint recorded (the outbox; the queue consumer stores leads later). */
const rowsOf = async (sql: string) => (await env.DB.prepare(sql).all<{ subdomain: string }>()).results.map((r) => r.subdomain);
const leadCount = async () => (await firstRow('SELECT count(*) AS n FROM enquiries', z.object({ n: z.number() }))).n;

const form = (propertyId: number) => ({
  property_id: propertyId,
  name: 'Kovács Anna',
  email: 'kovacs.anna@example.hu',
  phone: '+36 30 123 4567',
  message: 'Érdeklődöm a(z) ingatlan iránt, mikor nézhetném meg?',
  consent: true,
  [honeypotField]: '',
});

/** Every test sends from its own address, so their limits do not add up. */
let client = 0;
const nextClient = () => `203.0.113.${++client}`;

const siteOrigin = 'http://budapest13.localhost';

async function send(body: unknown, options: { host?: string; ip?: string; bindings?: Partial<typeof env>; headers?: Record<string, string> } = {}) {
  const ctx = createExecutionContext();
  const host = options.host ?? 'budapest13.localhost';
  const request = new Request(`http://${host}/api/site/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://${host}`, 'cf-connecting-ip': options.ip ?? nextClient(), ...options.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await app.fetch(request, { ...env, ...options.bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /api/site/leads: who may send, and how much', () => {
  it('answers 415 to text/plain from another origin, and stores nothing', async () => {
    const listing = await officeListing();
    const res = await send(form(listing.id), { headers: { 'content-type': 'text/plain', origin: 'https://evil.example' } });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: 'unsupported_media_type', message: enquiryMessages.unsupportedMediaType });
    expect(await leadCount()).toBe(0);
  });

  it('answers 415 to anything but JSON, from the site itself too', async () => {
    const listing = await officeListing();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      expect((await send(form(listing.id), { headers: { 'content-type': type } })).status, type).toBe(415);
    }
    expect((await send(form(listing.id), { headers: { 'content-type': 'application/json; charset=utf-8' } })).status).toBe(202);
  });

  it('answers 403 to JSON from another origin, and stores nothing', async () => {
    const listing = await officeListing();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const origin of ['https://evil.example', 'null', 'http://debrecen.localhost', 'https://budapest13.localhost', 'http://budapest13.localhost:8787']) {
      const res = await send(form(listing.id), { headers: { origin } });
      expect(res.status, origin).toBe(403);
      expect(await res.json()).toEqual({ error: 'forbidden', message: enquiryMessages.forbiddenOrigin });
    }
    expect(await leadCount()).toBe(0);
  });

  it('without Origin, takes only Sec-Fetch-Site: same-origin, and refuses a request with neither', async () => {
    const listing = await officeListing();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const withoutOrigin = (headers: Record<string, string>) => {
      const ctx = createExecutionContext();
      const request = new Request(`${siteOrigin}/api/site/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': nextClient(), ...headers },
        body: JSON.stringify(form(listing.id)),
      });
      return app.fetch(request, env, ctx);
    };
    expect((await withoutOrigin({ 'sec-fetch-site': 'same-origin' })).status).toBe(202);
    expect((await withoutOrigin({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await withoutOrigin({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await withoutOrigin({})).status).toBe(403);
    expect(await leadCount()).toBe(1);
  });

  it('answers 413 to a 200 MB chunked body after reading little more than 16 KiB of it', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode(`{"message":"${'x'.repeat(64 * 1024)}`);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 200 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`${siteOrigin}/api/site/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteOrigin, 'cf-connecting-ip': nextClient() },
      body,
    });
    expect(request.headers.get('content-length')).toBeNull();
    const res = await app.fetch(request, env, createExecutionContext());
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'payload_too_large', message: enquiryMessages.tooLarge });
    expect(sent).toBeLessThan(1024 * 1024);
    expect(await leadCount()).toBe(0);
  });

  it('answers 413 to a declared length over 16 KiB without reading it', async () => {
    const listing = await officeListing();
    const res = await send({ ...form(listing.id), message: 'x'.repeat(17 * 1024) });
    expect(res.status).toBe(413);
  });

  it('answers 400 naming each text field that holds control characters, in Hungarian', async () => {
    const listing = await officeListing();
    const res = await send({ ...form(listing.id), name: 'Béla\u001b]0;pwned\u0007\u001b[2J', message: 'Érdeklődöm.\n#2  2026-11-25 10:00 UTC  hamis sor\u001b[1A' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: 'invalid_request',
      fields: [
        { field: 'name', message: 'A név nem tartalmazhat vezérlőkaraktert.' },
        { field: 'message', message: 'Az üzenet nem tartalmazhat vezérlőkaraktert.' },
      ],
      message: enquiryMessages.invalid,
    });
    expect(await leadCount()).toBe(0);
  });
});

describe('POST /api/site/leads', () => {
  it('records the enquiry for the site’s own unit and answers 202', async () => {
    const listing = await officeListing();
    const res = await send(form(listing.id));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ data: { received: true } });
    const stored = await firstRow(
      'SELECT unit_type, unit_id, subdomain, site_url, phone, state, attempts FROM enquiries WHERE property_id = ?',
      z.object({ unit_type: z.string(), unit_id: z.number(), subdomain: z.string(), site_url: z.string(), phone: z.string(), state: z.string(), attempts: z.number() }),
      listing.id,
    );
    expect(stored).toEqual({ unit_type: 'office', unit_id: 13, subdomain: 'budapest13', site_url: siteOrigin, phone: '+36 30 123 4567', state: 'received', attempts: 0 });
  });

  it('puts the recorded enquiry on the queue, whose consumer delivers it', async () => {
    const listing = await officeListing();
    expect((await send(form(listing.id))).status).toBe(202);
    const { id } = await firstRow('SELECT id FROM enquiries', z.object({ id: z.string() }));
    const deadline = Date.now() + 10_000;
    let state = '';
    while (Date.now() < deadline && state !== 'delivered') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = (await firstRow('SELECT state FROM enquiries WHERE id = ?', z.object({ state: z.string() }), id)).state;
    }
    expect(state).toBe('delivered');
    expect(await firstRow('SELECT count(*) AS n FROM leads WHERE idempotency_key = ?', z.object({ n: z.number() }), id)).toEqual({ n: 1 });
  });

  it('answers 400 naming each wrong field with its Hungarian message, and records nothing', async () => {
    const listing = await officeListing();
    const res = await send({ ...form(listing.id), name: '', email: 'anna@', consent: false });
    expect(res.status).toBe(400);
    const body = z.object({ error: z.literal('invalid_request'), fields: z.array(z.object({ field: z.string(), message: z.string() })) }).parse(await res.json());
    expect(body.fields).toEqual([
      { field: 'name', message: enquiryMessages.name },
      { field: 'email', message: enquiryMessages.email },
      { field: 'consent', message: enquiryMessages.consent },
    ]);
    expect(await leadCount()).toBe(0);
  });

  it('answers 400 naming the body when it is not JSON', async () => {
    const res = await send('{"name": "Anna');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_request', message: enquiryMessages.invalid });
  });

  it('takes a filled honeypot like an enquiry (202) but records nothing', async () => {
    const listing = await officeListing();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await send({ ...form(listing.id), [honeypotField]: 'https://spam.example' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ data: { received: true } });
    expect(await leadCount()).toBe(0);
  });

  it('answers 429 with Retry-After once a client has sent 5 in a minute, and records no more', async () => {
    const listing = await officeListing();
    const ip = nextClient();
    // Five different enquiries (identical ones would be one: below).
    const nth = (i: number) => ({ ...form(listing.id), message: `${form(listing.id).message} (${i + 1}.)` });
    for (let i = 0; i < 5; i++) expect((await send(nth(i), { ip })).status).toBe(202);
    const refused = await send(nth(5), { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ error: 'rate_limited', message: enquiryMessages.tooMany });
    expect(await leadCount()).toBe(5);
    // Another client is not held back by it.
    expect((await send(form(listing.id))).status).toBe(202);
  });

  it('does not limit a service that holds the token on /api/cms/leads: it relays many visitors', async () => {
    const listing = await officeListing();
    const ip = nextClient();
    const token = 't'.repeat(40);
    const body = JSON.stringify({ ...form(listing.id), unit_type: 'office', office_id: 13 });
    const headers = { 'content-type': 'application/json', 'cf-connecting-ip': ip, authorization: `Bearer ${token}` };
    const post = () => app.fetch(new Request('http://budapest13.localhost/api/cms/leads', { method: 'POST', headers, body }), { ...env, CMS_SERVICE_TOKEN: token }, createExecutionContext());
    for (let i = 0; i < 7; i++) expect((await post()).status).toBe(201);
  });

  it('refuses an enquiry about another office’s listing on an office site with 404 and records nothing', async () => {
    const other = await firstRow('SELECT id FROM properties WHERE office_id != 13 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
    const res = await send(form(other.id));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found', message: enquiryMessages.gone });
    expect(await leadCount()).toBe(0);
  });

  it('answers 202 in forwarding mode while the upstream CMS is down, recorded in the worker’s own D1', async () => {
    const listing = await officeListing();
    // The site's shell comes from the tenant cache (fresh for a minute): the upstream is not needed for it.
    await callWorkerSettled('budapest13.localhost', '/');
    const res = await send(form(listing.id), { bindings: { CMS_API_ORIGIN: env.TEST_CLOSED_ORIGIN } });
    expect(res.status).toBe(202);
    expect(await firstRow('SELECT property_id, state FROM enquiries', z.object({ property_id: z.number(), state: z.string() }))).toEqual({ property_id: listing.id, state: 'received' });
  });

  it('answers 202 when the queue refuses the message: the record is what counts, the schedule re-queues it', async () => {
    const listing = await officeListing();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const brokenQueue = { send: () => Promise.reject(new Error('queue down')), sendBatch: () => Promise.reject(new Error('queue down')) };
    const res = await send(form(listing.id), { bindings: { ENQUIRY_QUEUE: brokenQueue as unknown as Queue } });
    expect(res.status).toBe(202);
    expect(await firstRow('SELECT queued_at FROM enquiries', z.object({ queued_at: z.null() }))).toEqual({ queued_at: null });
  });

  it('answers 503 in Hungarian when the enquiry cannot be recorded, so the visitor can try again', async () => {
    const listing = await officeListing();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await env.DB.exec('DROP TABLE enquiries');
    const res = await send(form(listing.id));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'unavailable', message: enquiryMessages.failed });
  });
});

describe('POST /api/site/leads: a repeat is not a second enquiry', () => {
  const key = () => crypto.randomUUID();
  const withKey = (idempotencyKey: string, ip?: string) => ({ ip, headers: { 'Idempotency-Key': idempotencyKey } });

  /** Waits until the one enquiry is delivered, and answers its id and the addresses its e-mail reached. */
  async function deliveredOnce() {
    const { id } = await firstRow('SELECT id FROM enquiries', z.object({ id: z.string() }));
    const deadline = Date.now() + 10_000;
    let row = { state: '', emailed_to: '' };
    while (Date.now() < deadline && row.state !== 'delivered') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      row = await firstRow('SELECT state, emailed_to FROM enquiries WHERE id = ?', z.object({ state: z.string(), emailed_to: z.string() }), id);
    }
    expect(row.state).toBe('delivered');
    return { id, recipients: row.emailed_to.split('\n').filter(Boolean) };
  }

  it('answers the same key sent 5 times with the first answer, and records, queues and e-mails one enquiry', async () => {
    const listing = await officeListing();
    const idempotencyKey = key();
    const ip = nextClient();
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const res = await send(form(listing.id), withKey(idempotencyKey, ip));
      answers.push({ status: res.status, body: await res.json() });
    }
    expect(answers).toEqual(Array.from({ length: 5 }, () => ({ status: 202, body: { data: { received: true } } })));
    expect(await leadCount()).toBe(1);
    const { id, recipients } = await deliveredOnce();
    expect(recipients.length).toBeGreaterThan(0);
    // One set of e-mails: one a recipient, all of the one enquiry.
    expect(await waitForSentEmails(id, recipients.length + 1, 1_000)).toHaveLength(recipients.length);
    expect(await firstRow('SELECT count(*) AS n FROM leads', z.object({ n: z.number() }))).toEqual({ n: 1 });
  });

  it('records one enquiry for the same key sent 5 times at once', async () => {
    const listing = await officeListing();
    const idempotencyKey = key();
    const statuses = await Promise.all(Array.from({ length: 5 }, async () => (await send(form(listing.id), withKey(idempotencyKey))).status));
    expect(statuses).toEqual([202, 202, 202, 202, 202]);
    expect(await leadCount()).toBe(1);
  });

  it('folds an identical enquiry (site, listing, e-mail, message) sent without a key within 10 minutes into the first', async () => {
    const listing = await officeListing();
    for (let i = 0; i < 3; i++) expect((await send({ ...form(listing.id), name: `Kovács Anna ${i}`, phone: '' })).status).toBe(202);
    expect(await leadCount()).toBe(1);
    // With a new key each (a form sent again) it is still the same enquiry.
    expect((await send(form(listing.id), withKey(key()))).status).toBe(202);
    expect(await leadCount()).toBe(1);
    // Past the 10 minutes it is a new one.
    await env.DB.prepare("UPDATE enquiries SET created_at = datetime('now', '-601 seconds')").run();
    expect((await send(form(listing.id))).status).toBe(202);
    expect(await leadCount()).toBe(2);
  });

  it('records an enquiry with another message, another address or about another listing as a second one', async () => {
    const listing = await officeListing();
    const other = await firstRow('SELECT id FROM properties WHERE office_id = 13 AND id != ? ORDER BY id LIMIT 1', z.object({ id: z.number() }), listing.id);
    expect((await send(form(listing.id))).status).toBe(202);
    expect((await send({ ...form(listing.id), message: 'Másik kérdésem is van: van-e hozzá parkoló?' })).status).toBe(202);
    expect(await leadCount()).toBe(2);
    expect((await send({ ...form(listing.id), email: 'masik@example.hu' })).status).toBe(202);
    expect((await send(form(other.id))).status).toBe(202);
    expect(await leadCount()).toBe(4);
  });

  it('keeps keys per site: the same key on another site is that site’s own enquiry', async () => {
    const listing = await officeListing();
    const idempotencyKey = key();
    expect((await send(form(listing.id), withKey(idempotencyKey))).status).toBe(202);
    expect((await send(form(listing.id), { ...withKey(idempotencyKey), host: 'immo1.localhost' })).status).toBe(202);
    expect(await rowsOf('SELECT subdomain FROM enquiries ORDER BY subdomain')).toEqual(['budapest13', 'immo1']);
  });

  it('answers 422 to a key sent again with another enquiry, and records nothing for it', async () => {
    const listing = await officeListing();
    const idempotencyKey = key();
    expect((await send(form(listing.id), withKey(idempotencyKey))).status).toBe(202);
    const res = await send({ ...form(listing.id), message: 'Egészen más kérdés, ugyanazzal a kulccsal.' }, withKey(idempotencyKey));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: 'idempotency_key_reused', message: enquiryMessages.idempotencyKeyReused });
    expect(await leadCount()).toBe(1);
  });

  it('answers 400 naming the Idempotency-Key header when the key is too long, too short or holds other characters, and records nothing', async () => {
    const listing = await officeListing();
    for (const bad of ['k'.repeat(129), 'short', `${'k'.repeat(20)};x`]) {
      const res = await send(form(listing.id), withKey(bad));
      expect(res.status, bad).toBe(400);
      expect(await res.json(), bad).toEqual({
        error: 'invalid_request',
        fields: [{ field: 'Idempotency-Key', message: enquiryMessages.idempotencyKey }],
        message: enquiryMessages.idempotencyKey,
      });
    }
    expect(await leadCount()).toBe(0);
  });
});
